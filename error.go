package assay

import (
	"errors"
	"fmt"
)

// Error codes. The api package maps each to one HTTP status, in one place.
const (
	ECONFLICT     = "conflict"
	EFORBIDDEN    = "forbidden"
	EINTERNAL     = "internal"
	EINVALID      = "invalid"
	ENOTFOUND     = "not_found"
	ETOOLARGE     = "too_large"
	EUNAUTHORIZED = "unauthorized"
)

// Error is an application error with a machine code and a client-safe message.
type Error struct {
	Code    string
	Message string
	// Loc names the invalid field for EINVALID, e.g. ["body", "user_id"].
	Loc []string
}

func (e *Error) Error() string {
	return fmt.Sprintf("assay error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an EINVALID error for the field at loc.
func Invalid(msg string, loc ...string) *Error {
	return &Error{Code: EINVALID, Message: msg, Loc: loc}
}

// ErrorCode returns the code of err, or EINTERNAL if err is not an *Error.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the client-safe message of err.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error."
}
