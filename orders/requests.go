package orders

// Validation of order request fields: each helper returns the normalized
// value or an EINVALID error located at the field.

import (
	"net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/nyaruka/phonenumbers"
)

// trimmedOrNil is an optional string field without its spaces, or nil
// when it is absent or blank.
func trimmedOrNil(p *string) *string {
	if p == nil {
		return nil
	}
	if v := strings.TrimSpace(*p); v != "" {
		return &v
	}
	return nil
}

// accessNotes checks an address's optional access notes (at most 1,000
// characters) and trims them.
func accessNotes(p *string, loc ...string) (*string, error) {
	if p != nil && utf8.RuneCountInString(*p) > 1000 {
		return nil, assay.InvalidAs("string_too_long", "String should have at most 1000 characters", loc...)
	}
	return trimmedOrNil(p), nil
}

func bodyLoc(parts ...string) []string { return append([]string{"body"}, parts...) }

func requireString(v *string, loc ...string) (string, error) {
	if v == nil {
		return "", assay.Missing(loc...)
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return "", assay.InvalidAs("string_too_short", "String should have at least 1 character", loc...)
	}
	return t, nil
}

func requireUUID(v *string, loc ...string) (string, error) {
	if v == nil {
		return "", assay.Missing(loc...)
	}
	id, err := uuid.Parse(*v)
	if err != nil {
		return "", assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", loc...)
	}
	return id.String(), nil
}

var usZipRE = regexp.MustCompile(`^\d{5}(-\d{4})?$`)

// normalizePhone checks an international number (leading +, a known
// country code, a possible length for it) and returns it in E.164.
func normalizePhone(v string, loc ...string) (string, error) {
	n, err := phonenumbers.Parse(strings.TrimSpace(v), "") // no default region: the + is required
	if err != nil || !phonenumbers.IsPossibleNumber(n) {
		return "", assay.InvalidAs("value_error", "Phone number must be in international format with a leading +, e.g. +14155550123", loc...)
	}
	return phonenumbers.Format(n, phonenumbers.E164), nil
}

// normalizeAddress validates an address and returns it with the country
// as its full name. needReceiver and needPhone follow the upstream shapes.
func normalizeAddress(in *assay.AddressInput, needReceiver, needPhone bool, loc ...string) (*assay.Address, error) {
	at := func(f string) []string { return append(append([]string{}, loc...), f) }
	if in == nil {
		return nil, assay.Missing(loc...)
	}
	var a assay.Address
	var err error
	if needReceiver {
		if a.ReceiverName, err = requireString(in.ReceiverName, at("receiver_name")...); err != nil {
			return nil, err
		}
	} else if in.ReceiverName != nil {
		a.ReceiverName = strings.TrimSpace(*in.ReceiverName)
	}
	if a.FirstLine, err = requireString(in.FirstLine, at("first_line")...); err != nil {
		return nil, err
	}
	a.SecondLine = trimmedOrNil(in.SecondLine)
	if a.City, err = requireString(in.City, at("city")...); err != nil {
		return nil, err
	}
	if a.State, err = requireString(in.State, at("state")...); err != nil {
		return nil, err
	}
	if a.Zip, err = requireString(in.Zip, at("zip")...); err != nil {
		return nil, err
	}
	country, err := requireString(in.Country, at("country")...)
	if err != nil {
		return nil, err
	}
	name, ok := countryName(country)
	if !ok {
		return nil, assay.InvalidAs("value_error", "country must be an ISO 3166-1 alpha-2 code, e.g. US", at("country")...)
	}
	a.Country = name
	if name == countryNames["US"] {
		if !usZipRE.MatchString(a.Zip) {
			return nil, assay.InvalidAs("string_pattern_mismatch", "String should match pattern '^\\d{5}(-\\d{4})?$'", at("zip")...)
		}
		a.State = strings.ToUpper(a.State)
		if _, ok := usStates[a.State]; !ok {
			return nil, assay.InvalidAs("value_error", "state must be a two-letter US state code", at("state")...)
		}
	}
	if in.PhoneNumber != nil || needPhone {
		p, err := requireString(in.PhoneNumber, at("phone_number")...)
		if err != nil {
			return nil, err
		}
		if p, err = normalizePhone(p, at("phone_number")...); err != nil {
			return nil, err
		}
		a.PhoneNumber = &p
	}
	if a.AccessNotes, err = accessNotes(in.AccessNotes, at("access_notes")...); err != nil {
		return nil, err
	}
	return &a, nil
}

var genders = map[string]bool{"female": true, "male": true, "other": true, "unknown": true}

func normalizePatient(in *assay.PatientInput, now time.Time) (*assay.PatientDetails, error) {
	if in == nil {
		return nil, assay.Missing("body", "patient_details")
	}
	loc := func(f string) []string { return bodyLoc("patient_details", f) }
	var p assay.PatientDetails
	var err error
	for _, f := range []struct {
		v   *string
		dst *string
		n   string
	}{{in.FirstName, &p.FirstName, "first_name"}, {in.LastName, &p.LastName, "last_name"}} {
		if *f.dst, err = requireString(f.v, loc(f.n)...); err != nil {
			return nil, err
		}
		if utf8.RuneCountInString(*f.dst) > 50 {
			return nil, assay.InvalidAs("string_too_long", "String should have at most 50 characters", loc(f.n)...)
		}
	}
	dob, err := requireString(in.DOB, loc("dob")...)
	if err != nil {
		return nil, err
	}
	d, err := time.Parse("2006-01-02", dob)
	if err != nil || d.After(now) || d.Year() < 1900 {
		return nil, assay.InvalidAs("date_parsing", "Input should be a valid past date in YYYY-MM-DD format", loc("dob")...)
	}
	p.DOB = dob
	if p.Gender, err = requireString(in.Gender, loc("gender")...); err != nil {
		return nil, err
	}
	if !genders[p.Gender] {
		return nil, assay.InvalidAs("enum", "Input should be 'female', 'male', 'other' or 'unknown'", loc("gender")...)
	}
	phone, err := requireString(in.PhoneNumber, loc("phone_number")...)
	if err != nil {
		return nil, err
	}
	if phone, err = normalizePhone(phone, loc("phone_number")...); err != nil {
		return nil, err
	}
	p.PhoneNumber = &phone
	email, err := requireString(in.Email, loc("email")...)
	if err != nil {
		return nil, err
	}
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
		return nil, assay.InvalidAs("value_error", "value is not a valid email address", loc("email")...)
	}
	p.Email = &email
	return &p, nil
}

// validNPI checks a National Provider Identifier: 10 digits whose last is
// the Luhn check digit over the prefix 80840 and the first nine.
func validNPI(npi string) bool {
	if len(npi) != 10 {
		return false
	}
	sum := 24 // the Luhn contribution of the 80840 prefix
	for i := 8; i >= 0; i-- {
		c := npi[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if (8-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return npi[9] >= '0' && npi[9] <= '9' && (10-sum%10)%10 == int(npi[9]-'0')
}

func normalizePhysician(in *assay.PhysicianInput) (*assay.Physician, error) {
	if in == nil {
		return nil, nil
	}
	loc := func(f string) []string { return bodyLoc("physician", f) }
	var p assay.Physician
	var err error
	if p.FirstName, err = requireString(in.FirstName, loc("first_name")...); err != nil {
		return nil, err
	}
	if p.LastName, err = requireString(in.LastName, loc("last_name")...); err != nil {
		return nil, err
	}
	if p.NPI, err = requireString(in.NPI, loc("npi")...); err != nil {
		return nil, err
	}
	if !validNPI(p.NPI) {
		return nil, assay.InvalidAs("value_error", "npi must be a valid 10-digit National Provider Identifier", loc("npi")...)
	}
	return &p, nil
}
