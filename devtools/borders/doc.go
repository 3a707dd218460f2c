// Package borders holds the tests that keep the packages in their rooms: the rules
// (internal/service) reach neither HTTP nor the caches, the domain imports nothing of
// ours, no function in internal/ grows past what a reader takes in at once, and no
// build output is committed.
package borders
