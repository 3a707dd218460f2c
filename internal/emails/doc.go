// Package emails writes the e-mails Shiftsched sends: a notification, the daily digest,
// an invitation and a password reset link, in text and HTML, with signed unsubscribe
// links. It renders only: the service decides who gets what and queues it in the
// outbox, and internal/delivery sends it.
package emails
