package store

import (
	"context"
	"strconv"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// seedNamespace makes seeded ids stable per team, so seeding twice writes
// the same records.
var seedNamespace = uuid.MustParse("5f1d7c2e-9a43-4c1b-8e57-2b6f0d3a9c11")

// ServicePhysician signs requisitions under Assay's own lab accounts.
// The NPI is the CMS sample number (valid check digit, not a real person).
var ServicePhysician = assay.Physician{FirstName: "Assay", LastName: "Medical Group", NPI: "1234567893"}

type seedMarker struct {
	n          int
	name, unit string
	panel      bool
	code       string
	price      string
}

type seedLab struct {
	lab     assay.Lab
	markers []seedMarker
}

// The sandbox catalogue: four requisition labs (the four providers that take
// clinical comments and delegated physicians) and one testkit lab.
var seedLabs = []seedLab{
	{assay.Lab{ID: 1, Slug: "quest", Name: "Quest Diagnostics", FirstLineAddress: "500 Plaza Drive", City: "Secaucus", Zipcode: "07094",
		CollectionMethods: []string{assay.MethodWalkIn, assay.MethodAtHomePhlebotomy}, SampleTypes: []string{"serum", "urine"}, Requisitions: true},
		[]seedMarker{
			{1, "Lipid Panel", "", true, "7600", "28.00"}, {2, "Hemoglobin A1c", "%", false, "496", "18.00"},
			{3, "TSH", "mIU/L", false, "899", "22.00"}, {4, "CBC (includes Differential and Platelets)", "", true, "6399", "15.00"},
			{5, "Comprehensive Metabolic Panel", "", true, "10231", "16.00"}, {6, "Vitamin D, 25-Hydroxy", "ng/mL", false, "17306", "45.00"},
			{7, "Ferritin", "ng/mL", false, "457", "20.00"}, {8, "Testosterone, Total, MS", "ng/dL", false, "15983", "40.00"},
			{9, "Glucose", "mg/dL", false, "483", "8.00"},
		}},
	{assay.Lab{ID: 2, Slug: "labcorp", Name: "Labcorp", FirstLineAddress: "531 South Spring Street", City: "Burlington", Zipcode: "27215",
		CollectionMethods: []string{assay.MethodWalkIn, assay.MethodAtHomePhlebotomy}, SampleTypes: []string{"serum", "urine"}, Requisitions: true},
		[]seedMarker{
			{1, "Lipid Panel", "", true, "303756", "27.00"}, {2, "Hemoglobin A1c", "%", false, "001453", "17.00"},
			{3, "Thyroid-Stimulating Hormone (TSH)", "uIU/mL", false, "004259", "21.00"}, {4, "CBC With Differential/Platelet", "", true, "005009", "14.00"},
			{5, "Comprehensive Metabolic Panel (14)", "", true, "322000", "15.00"}, {6, "Vitamin D, 25-Hydroxy", "ng/mL", false, "081950", "44.00"},
			{7, "Ferritin", "ng/mL", false, "004598", "19.00"}, {8, "Testosterone", "ng/dL", false, "004226", "38.00"},
		}},
	{assay.Lab{ID: 3, Slug: "bioreference", Name: "BioReference", FirstLineAddress: "481 Edward H. Ross Drive", City: "Elmwood Park", Zipcode: "07407",
		CollectionMethods: []string{assay.MethodWalkIn, assay.MethodAtHomePhlebotomy}, SampleTypes: []string{"serum"}, Requisitions: true},
		[]seedMarker{
			{1, "Lipid Panel", "", true, "L210", "26.00"}, {2, "Hemoglobin A1c", "%", false, "H104", "17.00"},
			{3, "TSH", "uIU/mL", false, "T305", "21.00"}, {4, "Estradiol", "pg/mL", false, "E512", "35.00"},
		}},
	{assay.Lab{ID: 4, Slug: "sonora_quest", Name: "Sonora Quest Laboratories", FirstLineAddress: "424 S 56th Street", City: "Phoenix", Zipcode: "85034",
		CollectionMethods: []string{assay.MethodWalkIn}, SampleTypes: []string{"serum"}, Requisitions: true},
		[]seedMarker{
			{1, "Lipid Panel", "", true, "7600", "25.00"}, {2, "Vitamin D, 25-Hydroxy", "ng/mL", false, "17306", "40.00"},
			{3, "Hemoglobin A1c", "%", false, "496", "16.00"},
		}},
	{assay.Lab{ID: 5, Slug: "spiriplex", Name: "Spiriplex", FirstLineAddress: "3 Industrial Way", City: "Rochester", Zipcode: "14623",
		CollectionMethods: []string{assay.MethodTestkit}, SampleTypes: []string{"dried_blood_spot"}},
		[]seedMarker{
			{1, "Total Cholesterol", "mg/dL", false, "DBS-CHOL", "12.00"}, {2, "HDL Cholesterol", "mg/dL", false, "DBS-HDL", "12.00"},
			{3, "Triglycerides", "mg/dL", false, "DBS-TRIG", "12.00"}, {4, "Hemoglobin A1c", "%", false, "DBS-A1C", "15.00"},
			{5, "Vitamin D, 25-Hydroxy", "ng/mL", false, "DBS-VITD", "30.00"},
		}},
}

type seedTest struct {
	name, description, lab, method, sample string
	price                                  float64
	fasting                                bool
	markers                                []int // seedMarker.n of the lab
}

var seedTests = []seedTest{
	{"Heart Health Testkit", "Finger-prick dried blood spot kit: cholesterol, HDL, triglycerides and HbA1c.", "spiriplex", assay.MethodTestkit, "dried_blood_spot", 49, true, []int{1, 2, 3, 4}},
	{"Vitamin D Testkit", "Finger-prick dried blood spot kit for 25-hydroxy vitamin D.", "spiriplex", assay.MethodTestkit, "dried_blood_spot", 39, false, []int{5}},
	{"Metabolic Walk-in Panel", "Comprehensive metabolic panel, lipids and HbA1c at a Quest patient service center.", "quest", assay.MethodWalkIn, "serum", 59, true, []int{1, 2, 5}},
	{"Thyroid At-home Draw", "TSH drawn at home by a phlebotomist, run by Quest.", "quest", assay.MethodAtHomePhlebotomy, "serum", 69, false, []int{3}},
	{"Essentials Walk-in Panel", "CBC, CMP, lipids, HbA1c and vitamin D at a Labcorp patient service center.", "labcorp", assay.MethodWalkIn, "serum", 89, true, []int{1, 2, 4, 5, 6}},
	{"Iron and Hormones At-home Draw", "Ferritin and testosterone drawn at home, run by Labcorp.", "labcorp", assay.MethodAtHomePhlebotomy, "serum", 79, false, []int{7, 8}},
	{"Women's Health At-home Draw", "Estradiol, TSH and HbA1c drawn at home, run by BioReference.", "bioreference", assay.MethodAtHomePhlebotomy, "serum", 85, false, []int{2, 3, 4}},
	{"Heart Walk-in Panel", "Lipids and HbA1c at a Sonora Quest patient service center.", "sonora_quest", assay.MethodWalkIn, "serum", 45, true, []int{1, 3}},
}

func seedMarkerID(labID, n int) int { return labID*1000 + n }

// SeedCatalogue gives a dev or sandbox team a realistic catalogue: five labs,
// their markers, testkit, walk-in and at-home lab tests, and Assay's own
// (non-delegated) lab account at each lab. It is idempotent and never
// overwrites records an operator changed.
func (s *Store) SeedCatalogue(ctx context.Context, teamID string) error {
	if _, err := s.FindTeam(ctx, teamID); err != nil {
		return err
	}
	labsKey, markersKey := s.catalogueKey(teamID, "labs"), s.catalogueKey(teamID, "markers")
	labIDs := map[string]int{}
	for _, sl := range seedLabs {
		labIDs[sl.lab.Slug] = sl.lab.ID
		if err := s.rdb.HSetNX(ctx, labsKey, sl.lab.Slug, mustJSON(sl.lab)).Err(); err != nil {
			return err
		}
		for _, m := range sl.markers {
			typ := "biomarker"
			if m.panel {
				typ = "panel"
			}
			labID, code, price := sl.lab.ID, m.code, m.price
			mk := assay.Marker{ID: seedMarkerID(sl.lab.ID, m.n), Name: m.name, Slug: slugify(m.name), LabID: &labID, ProviderID: &code,
				Type: &typ, Price: &price, ALaCarteEnabled: true, IsOrderable: true}
			if m.unit != "" {
				unit := m.unit
				mk.Unit = &unit
			}
			if err := s.rdb.HSetNX(ctx, markersKey, strconv.Itoa(mk.ID), mustJSON(mk)).Err(); err != nil {
				return err
			}
		}
		acct := assay.LabAccount{
			ID: uuid.NewSHA1(seedNamespace, []byte(teamID+"/account/"+sl.lab.Slug)).String(), Lab: sl.lab.Slug,
			Status: assay.LabAccountActive, DelegatedFlow: assay.FlowNotDelegated, ServiceOwned: true,
			ProviderAccountID: "ASSAY-" + strconv.Itoa(100000+sl.lab.ID), Physician: &ServicePhysician,
			CreatedAt: time.Date(2026, 1, 1, 0, 0, sl.lab.ID, 0, time.UTC),
		}
		name := "Assay " + sl.lab.Name
		acct.AccountName = &name
		if _, err := s.CreateLabAccount(ctx, teamID, acct); err != nil && assay.ErrorCode(err) != assay.ECONFLICT {
			return err
		}
	}
	testsKey := s.catalogueKey(teamID, "lab_tests")
	for _, st := range seedTests {
		lab, err := s.FindLab(ctx, teamID, st.lab)
		if err != nil {
			return err
		}
		t := assay.LabTest{
			ID: uuid.NewSHA1(seedNamespace, []byte(teamID+"/lab_test/"+st.name)).String(), Slug: slugify(st.name), Name: st.name,
			Description: st.description, SampleType: st.sample, Method: st.method, Price: st.price, IsActive: true, Status: "active",
			Fasting: st.fasting, Lab: lab, Markers: []assay.Marker{},
		}
		for _, n := range st.markers {
			m, err := s.FindMarker(ctx, teamID, seedMarkerID(labIDs[st.lab], n))
			if err != nil {
				return err
			}
			t.Markers = append(t.Markers, *m)
		}
		if err := s.rdb.HSetNX(ctx, testsKey, t.ID, mustJSON(t)).Err(); err != nil {
			return err
		}
	}
	return nil
}
