package storage

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
)

// The layout of a bbolt meta page, read here before bbolt maps the file:
// a 16-byte page header, then magic, version, page size and flags
// (uint32 each), the root bucket (page id and sequence), the freelist's
// page id, the high-water page id, the transaction id and an FNV-64a
// checksum of all before it, in the machine's byte order (little-endian
// on every platform Quintet builds for).
const (
	boltMagic        = 0xED0CDAED
	boltVersion      = 2
	metaOffset       = 16
	metaSummed       = 56 // bytes covered by the checksum
	metaSize         = metaSummed + 8
	minBoltPageBytes = 512
)

// boltMeta is what preflight reads of a meta page.
type boltMeta struct {
	pageSize uint32
	root     uint64
	freelist uint64
	pgid     uint64 // the high-water mark: pages [0, pgid) are in use
	txid     uint64
}

// noFreelist is bbolt's freelist page id when the freelist is not stored.
const noFreelist = ^uint64(0)

// preflight checks the file at path before bbolt maps it, for what would
// otherwise open as an empty database or crash the process: bbolt maps
// the file into memory and reads any page its meta page names, so a page
// past the end of a truncated file faults (SIGBUS or SIGSEGV), which no
// recover catches. It reports whether the file exists; a missing file is
// an error when readOnly. An existing file must be a bbolt file with a
// valid meta page and at least as many bytes as that meta page's pages;
// opened readOnly, its pages must pass walkPages too.
func preflight(path string, readOnly bool) (exists bool, err error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) && !readOnly {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("storage: %w", err) // it names the path
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return true, fmt.Errorf("storage: %w", err)
	}
	if info.IsDir() {
		return true, fmt.Errorf("storage: open %s: is a directory", path)
	}
	size := info.Size()
	if size == 0 {
		return true, fmt.Errorf("%w: %s is empty (0 bytes); a new database is created only where no file exists", ErrCorrupt, path)
	}
	m, err := readMeta(f, size)
	if err != nil {
		return true, fmt.Errorf("%w: %s: %w", ErrCorrupt, path, err)
	}
	if need := m.pgid * uint64(m.pageSize); uint64(size) < need {
		return true, fmt.Errorf("%w: %s is truncated: %d bytes, its %d pages of %d need %d", ErrCorrupt, path, size, m.pgid, m.pageSize, need)
	}
	if m.root >= m.pgid || m.freelist != noFreelist && m.freelist >= m.pgid {
		return true, fmt.Errorf("%w: %s: the meta page names page %d or %d, past its last page %d", ErrCorrupt, path, m.root, m.freelist, m.pgid-1)
	}
	// A command that reads everything has every page walked first: bbolt
	// trusts the pages, and some damage to them is a fatal error of the Go
	// runtime (a bad pointer), past any recover. The bot does not pay for
	// a walk of the whole file at each start: it reads only what it uses.
	if readOnly {
		if errs := walkPages(f, m); len(errs) > 0 {
			return true, fmt.Errorf("%w: %s: %w", ErrCorrupt, path, errors.Join(errs...))
		}
		return true, nil
	}
	// bbolt reads the freelist as it opens the file.
	if m.freelist != noFreelist {
		w := pageWalker{r: f, m: m, seen: map[uint64]bool{}}
		p, err := w.page(m.freelist, freelistPage)
		if err == nil {
			err = checkFreelist(p)
		}
		if err != nil {
			return true, fmt.Errorf("%w: %s: freelist: %w", ErrCorrupt, path, err)
		}
	}
	return true, nil
}

// readMeta returns the meta page bbolt would use: of the two valid ones,
// the one with the later transaction.
func readMeta(r io.ReaderAt, size int64) (boltMeta, error) {
	m0, err0 := metaAt(r, 0)
	if err0 != nil {
		// The first page is damaged: find the second by the smallest page
		// size bbolt allows and every power of two above it.
		for ps := int64(minBoltPageBytes); ps <= 1<<16 && ps < size; ps *= 2 {
			if m1, err := metaAt(r, ps); err == nil && int64(m1.pageSize) == ps {
				return m1, nil
			}
		}
		return boltMeta{}, fmt.Errorf("no valid meta page: %w", err0)
	}
	m1, err1 := metaAt(r, int64(m0.pageSize))
	if err1 == nil && m1.txid > m0.txid {
		return m1, nil
	}
	return m0, nil
}

// metaAt reads and validates the meta page at offset off.
func metaAt(r io.ReaderAt, off int64) (boltMeta, error) {
	var buf [metaOffset + metaSize]byte
	if _, err := r.ReadAt(buf[:], off); err != nil {
		return boltMeta{}, fmt.Errorf("meta page at %d: %w", off, err)
	}
	b := buf[metaOffset:]
	le := binary.LittleEndian
	h := fnv.New64a()
	h.Write(b[:metaSummed])
	switch {
	case le.Uint32(b[0:]) != boltMagic:
		return boltMeta{}, fmt.Errorf("meta page at %d: not a bbolt file", off)
	case le.Uint32(b[4:]) != boltVersion:
		return boltMeta{}, fmt.Errorf("meta page at %d: bbolt version %d", off, le.Uint32(b[4:]))
	case le.Uint64(b[metaSummed:]) != h.Sum64():
		return boltMeta{}, fmt.Errorf("meta page at %d: bad checksum", off)
	}
	m := boltMeta{
		pageSize: le.Uint32(b[8:]),
		root:     le.Uint64(b[16:]),
		freelist: le.Uint64(b[32:]),
		pgid:     le.Uint64(b[40:]),
		txid:     le.Uint64(b[48:]),
	}
	if m.pageSize < minBoltPageBytes || m.pageSize&(m.pageSize-1) != 0 {
		return boltMeta{}, fmt.Errorf("meta page at %d: page size %d", off, m.pageSize)
	}
	return m, nil
}
