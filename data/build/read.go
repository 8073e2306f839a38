package build

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// sheet is a CSV file read by column name.
type sheet struct {
	path string
	col  map[string]int
	rows [][]string
}

func readSheet(path string) (*sheet, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	rows, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: empty", path)
	}
	s := &sheet{path: path, col: map[string]int{}, rows: rows[1:]}
	for i, h := range rows[0] {
		s.col[strings.ToUpper(strings.TrimSpace(h))] = i
	}
	return s, nil
}

// need fails unless every named column is present.
func (s *sheet) need(cols ...string) error {
	for _, c := range cols {
		if _, ok := s.col[c]; !ok {
			return fmt.Errorf("%s: no column %s", s.path, c)
		}
	}
	return nil
}

// get is a row's value in a column, "" when absent.
func (s *sheet) get(row []string, col string) string {
	i, ok := s.col[col]
	if !ok || i >= len(row) {
		return ""
	}
	return strings.TrimSpace(row[i])
}

// readTSV reads tab-separated rows, skipping blank lines and # comments.
func readTSV(path string) ([][]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rows [][]string
	for _, line := range strings.Split(strings.ReplaceAll(string(b), "\r", ""), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rows = append(rows, strings.Split(line, "\t"))
	}
	return rows, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
