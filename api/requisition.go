package api

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"

	"github.com/assayhq/assay"
	"github.com/go-pdf/fpdf"
)

// requisitionPDF writes the order's requisition: patient, ordering
// physician, lab account, tests, and the clinical comments (the lab
// account's default, then the order's; rule 4 of order creation).
func (s *Server) requisitionPDF(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	team := teamFrom(ctx)
	o, err := s.Store.FindOrder(ctx, team.ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if o.RequisitionFormURL == nil {
		writeError(w, r, assay.Errorf(assay.ENOTFOUND, "This order has no requisition."))
		return
	}
	acct, err := s.Store.FindLabAccount(ctx, team.ID, o.LabAccountID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	b, err := renderRequisition(o, acct)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=requisition-%s.pdf", o.ID))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
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
