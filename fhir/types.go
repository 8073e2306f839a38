package fhir

import "encoding/json"

// The subset of FHIR R4 (4.0.1) that a lab report export needs. Field names
// follow the FHIR JSON format; empty fields are left out, as FHIR requires.

// Bundle is a FHIR Bundle of type collection.
type Bundle struct {
	ResourceType string        `json:"resourceType"`
	ID           string        `json:"id,omitempty"`
	Identifier   *Identifier   `json:"identifier,omitempty"`
	Type         string        `json:"type"`
	Timestamp    string        `json:"timestamp,omitempty"`
	Entry        []BundleEntry `json:"entry,omitempty"`
}

// BundleEntry is one resource of a Bundle with its urn:uuid full URL.
type BundleEntry struct {
	FullURL  string `json:"fullUrl"`
	Resource any    `json:"resource"`
}

// DiagnosticReport is the report as a whole.
type DiagnosticReport struct {
	ResourceType      string            `json:"resourceType"`
	ID                string            `json:"id"`
	Identifier        []Identifier      `json:"identifier,omitempty"`
	Status            string            `json:"status"`
	Category          []CodeableConcept `json:"category,omitempty"`
	Code              CodeableConcept   `json:"code"`
	Subject           *Reference        `json:"subject,omitempty"`
	EffectiveDateTime string            `json:"effectiveDateTime,omitempty"`
	Issued            string            `json:"issued,omitempty"`
	Performer         []Reference       `json:"performer,omitempty"`
	Specimen          []Reference       `json:"specimen,omitempty"`
	Result            []Reference       `json:"result,omitempty"`
}

// Observation is one result row.
type Observation struct {
	ResourceType         string            `json:"resourceType"`
	ID                   string            `json:"id"`
	Status               string            `json:"status"`
	Category             []CodeableConcept `json:"category,omitempty"`
	Code                 CodeableConcept   `json:"code"`
	Subject              *Reference        `json:"subject,omitempty"`
	EffectiveDateTime    string            `json:"effectiveDateTime,omitempty"`
	Issued               string            `json:"issued,omitempty"`
	Performer            []Reference       `json:"performer,omitempty"`
	ValueQuantity        *Quantity         `json:"valueQuantity,omitempty"`
	ValueCodeableConcept *CodeableConcept  `json:"valueCodeableConcept,omitempty"`
	ValueString          *string           `json:"valueString,omitempty"`
	Interpretation       []CodeableConcept `json:"interpretation,omitempty"`
	Specimen             *Reference        `json:"specimen,omitempty"`
	ReferenceRange       []ReferenceRange  `json:"referenceRange,omitempty"`
}

// Specimen is the sample a result was measured on.
type Specimen struct {
	ResourceType        string           `json:"resourceType"`
	ID                  string           `json:"id"`
	AccessionIdentifier *Identifier      `json:"accessionIdentifier,omitempty"`
	Type                *CodeableConcept `json:"type,omitempty"`
	Subject             *Reference       `json:"subject,omitempty"`
}

// Patient is only exported when the team allows patient details.
type Patient struct {
	ResourceType string       `json:"resourceType"`
	ID           string       `json:"id"`
	Identifier   []Identifier `json:"identifier,omitempty"`
	Name         []HumanName  `json:"name,omitempty"`
	Gender       string       `json:"gender,omitempty"`
	BirthDate    string       `json:"birthDate,omitempty"`
}

// HumanName is a patient name as printed.
type HumanName struct {
	Family string   `json:"family,omitempty"`
	Given  []string `json:"given,omitempty"`
}

// CodeableConcept is codings plus the text as printed.
type CodeableConcept struct {
	Coding []Coding `json:"coding,omitempty"`
	Text   string   `json:"text,omitempty"`
}

// Coding is one code of a code system.
type Coding struct {
	System  string `json:"system,omitempty"`
	Code    string `json:"code,omitempty"`
	Display string `json:"display,omitempty"`
}

// Quantity is a measured amount. Value is a JSON number kept as printed
// (FHIR decimals keep their precision: "5.0" is not "5").
type Quantity struct {
	Value      json.Number `json:"value"`
	Comparator string      `json:"comparator,omitempty"`
	Unit       string      `json:"unit,omitempty"`
	System     string      `json:"system,omitempty"`
	Code       string      `json:"code,omitempty"`
}

// ReferenceRange is the printed normal range of a result.
type ReferenceRange struct {
	Low  *Quantity `json:"low,omitempty"`
	High *Quantity `json:"high,omitempty"`
	Text string    `json:"text,omitempty"`
}

// Reference points at another resource of the Bundle, or only identifies
// one (a patient known by the team's client_user_id).
type Reference struct {
	Reference  string      `json:"reference,omitempty"`
	Identifier *Identifier `json:"identifier,omitempty"`
	Display    string      `json:"display,omitempty"`
}

// Identifier is a business identifier.
type Identifier struct {
	System string `json:"system,omitempty"`
	Value  string `json:"value"`
}
