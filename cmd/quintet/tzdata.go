package main

// The time zone database is built in, so that /notify quiet knows
// Europe/Paris on a host without /usr/share/zoneinfo (a scratch or
// distroless image). It adds about 400 kB to the binary.
import _ "time/tzdata"
