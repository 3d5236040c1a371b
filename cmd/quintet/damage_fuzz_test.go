package main

import (
	"encoding/binary"
	"testing"
)

// FuzzCheckFlippedBytes changes bytes of a small valid database (each
// 5 bytes of input: a little-endian offset into the file's pages in use,
// then a mask to XOR there) and runs check, export and rerate --check on
// it: none may panic or crash the process, whatever they report.
func FuzzCheckFlippedBytes(f *testing.F) {
	data := damageFixture(f)
	used := usedBytes(f, data)
	ps := pageSize(data)
	for _, off := range []int{0, 17, ps + 40, 2*ps + 9, 2*ps + 16, 3*ps + 20, used / 2, used - 1} {
		f.Add(append(binary.LittleEndian.AppendUint32(nil, uint32(off)), 0xff))
		f.Add(append(binary.LittleEndian.AppendUint32(nil, uint32(off)), 0x01))
	}
	f.Fuzz(func(t *testing.T, edits []byte) {
		bad := damageFixture(t)
		for ; len(edits) >= 5; edits = edits[5:] {
			off := int(binary.LittleEndian.Uint32(edits) % uint32(used))
			bad[off] ^= edits[4]
		}
		path := writeDB(t, bad)
		checkFile(t, path)
		runArgs(t, nil, "", "export", "--db", path, "-")
		runArgs(t, nil, "", "rerate", "--check", "--db", path)
	})
}
