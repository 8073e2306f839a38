package loinc

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZTok(t *testing.T) {
	for _, s := range strings.Split(os.Getenv("T"), ";") {
		fmt.Printf("%q -> %q\n", s, tokenize(s))
	}
}
