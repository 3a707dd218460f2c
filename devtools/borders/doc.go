// Package borders holds the tests that keep the packages in their rooms: the rules
// (internal/service) reach neither HTTP nor the caches, the domain imports nothing of
// ours, no function in internal/ grows past what a reader takes in at once, the command
// is wiring only and the environment is read by internal/config alone, tests wait on
// conditions rather than pauses, no build output is committed, and every link in the
// documentation, and every citation of it from the code, leads to a page and heading
// that exist.
package borders
