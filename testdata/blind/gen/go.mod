module github.com/assayhq/assay/testdata/blind/gen

go 1.26.8
