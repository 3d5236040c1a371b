//go:build size || proxy

package main

import (
	"net"
	"testing"
)

// freeAddr returns a loopback address with a port free when it returns.
func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
