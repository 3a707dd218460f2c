// Package delivery sends what the outbox holds: the e-mail worker (which also turns
// waiting digest items into one e-mail a day) and the webhook workers, with the webhook
// HTTP client and its address guard. Every instance runs the workers; row locks keep
// each message to one of them. What to send is decided, and written in the same
// transaction as the change, by the service.
package delivery
