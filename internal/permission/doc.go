// Package permission decides who may see and change what: a manager of every location
// reaches everything, a manager limited to some locations reaches their people, shifts
// and settings (reach.go), what each reader is shown of weeks, drafts and swaps
// (visible.go), who is offered an open shift (openshifts.go), and who sees rates and pay
// (pay.go). The rules of internal/service and the domains beside it ask it before they
// read people's data or change anything; it reads the store, and never changes it.
package permission
