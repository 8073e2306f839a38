package assay

import (
	"errors"
	"fmt"
	"time"
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
	// Type is the validation error type for EINVALID (upstream
	// HTTPValidationError, e.g. "missing"); empty means "value_error".
	Type string
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

// InvalidAs returns an EINVALID error of validation type typ for the field
// at loc, e.g. ("uuid_parsing", "Input should be a valid UUID", "path", "user_id").
func InvalidAs(typ, msg string, loc ...string) *Error {
	return &Error{Code: EINVALID, Message: msg, Loc: loc, Type: typ}
}

// Missing is the EINVALID error of a required field that is absent.
func Missing(loc ...string) *Error { return InvalidAs("missing", "Field required", loc...) }

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

// CheckDate returns an EINVALID error for field when s is set and is not a
// YYYY-MM-DD date.
func CheckDate(s *string, field string) error {
	if s == nil {
		return nil
	}
	if _, err := time.Parse("2006-01-02", *s); err != nil {
		return InvalidAs("date_from_datetime_parsing", "Input should be a valid date in YYYY-MM-DD format", "body", field)
	}
	return nil
}
