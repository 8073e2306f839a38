package orders

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/assayhq/assay"
	"github.com/go-pdf/fpdf"
)

// Requisition renders the order's requisition PDF: patient, ordering
// physician, lab account, tests, and the clinical comments (the lab
// account's default, then the order's; rule 4 of order creation).
func (s *Service) Requisition(ctx context.Context, teamID, id string) ([]byte, error) {
	o, err := s.Store.FindOrder(ctx, teamID, id)
	if err != nil {
		return nil, err
	}
	if o.RequisitionFormURL == nil {
		return nil, assay.Errorf(assay.ENOTFOUND, "This order has no requisition.")
	}
	acct, err := s.Store.FindLabAccount(ctx, teamID, o.LabAccountID)
	if err != nil {
		return nil, err
	}
	return renderRequisition(o, acct)
}

func renderRequisition(o *assay.Order, acct *assay.LabAccount) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "Letter", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("") // cp1252 for the core fonts
	pdf.SetMargins(18, 18, 18)
	pdf.AddPage()
	pdf.SetFont("Helvetica", "B", 16)
	pdf.CellFormat(0, 10, tr("Laboratory requisition"), "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	line := func(label, value string) {
		pdf.SetFont("Helvetica", "B", 10)
		pdf.CellFormat(45, 6, tr(label), "", 0, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 10)
		pdf.MultiCell(0, 6, tr(value), "", "L", false)
	}
	lab := o.LabTest.Lab
	labName := acct.Lab
	if lab != nil {
		labName = lab.Name
	}
	line("Order", o.ID)
	line("Sample ID", derefOr(o.SampleID, ""))
	line("Lab", labName)
	line("Lab account", acct.ProviderAccountID)
	if p := o.PatientDetails; p != nil {
		line("Patient", p.FirstName+" "+p.LastName)
		line("Date of birth", p.DOB)
		line("Sex", p.Gender)
	}
	if a := o.PatientAddress; a != nil {
		line("Address", strings.Join(nonEmpty(a.FirstLine, derefOr(a.SecondLine, ""), a.City+", "+a.State+" "+a.Zip, a.Country), ", "))
	}
	if p := o.Physician; p != nil {
		line("Ordering physician", fmt.Sprintf("%s %s (NPI %s)", p.FirstName, p.LastName, p.NPI))
	}
	line("Collection", o.Details.Type)
	var tests []string
	for _, m := range o.LabTest.Markers {
		code := ""
		if m.ProviderID != nil {
			code = *m.ProviderID + " "
		}
		tests = append(tests, code+m.Name)
	}
	line("Tests", strings.Join(tests, "\n"))
	if len(o.ICDCodes) > 0 {
		line("Diagnosis codes", strings.Join(o.ICDCodes, ", "))
	}
	if o.RequisitionComments != nil {
		line("Clinical comments", *o.RequisitionComments)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
