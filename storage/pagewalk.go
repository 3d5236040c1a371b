package storage

import (
	"encoding/binary"
	"fmt"
	"io"
)

// bbolt page flags and the leaf element flag of a sub-bucket.
const (
	branchPage   = 0x01
	leafPage     = 0x02
	freelistPage = 0x10
	bucketLeaf   = 0x01
	pageHeader   = 16 // id u64, flags u16, count u16, overflow u32
	elementSize  = 16 // a branch or leaf element
	maxWalkDepth = 64
)

// walkPages reads every page that the meta page m reaches, through r (not
// bbolt's memory map), and returns what points outside the file or its
// page: a page id at or past the high-water mark, a page whose header
// names another id, an unknown page type, an element or key past its
// page's end, a page reached twice. bbolt follows the same pointers
// without such checks, in goroutines of its own that no recover reaches,
// so Check runs its own page check only when this walk finds nothing.
func walkPages(r io.ReaderAt, m boltMeta) []error {
	w := pageWalker{r: r, m: m, seen: map[uint64]bool{0: true, 1: true}}
	if m.freelist != noFreelist {
		if p, err := w.page(m.freelist, freelistPage); err != nil {
			w.fail("freelist", err)
		} else if err := checkFreelist(p); err != nil {
			w.fail("freelist", err)
		}
	}
	w.tree(m.root, "root bucket", 0)
	return w.problems
}

type pageWalker struct {
	r        io.ReaderAt
	m        boltMeta
	seen     map[uint64]bool
	problems []error
}

func (w *pageWalker) fail(where string, err error) {
	w.problems = append(w.problems, fmt.Errorf("%s: %w", where, err))
}

// page reads page id and its overflow pages, checking that they lie below
// the high-water mark, that the header names id and, when want is not 0,
// that it has that type.
func (w *pageWalker) page(id uint64, want uint16) ([]byte, error) {
	if id < 2 || id >= w.m.pgid {
		return nil, fmt.Errorf("page %d is out of range [2, %d)", id, w.m.pgid)
	}
	if w.seen[id] {
		return nil, fmt.Errorf("page %d is reached twice", id)
	}
	w.seen[id] = true
	ps := uint64(w.m.pageSize)
	var h [pageHeader]byte
	if _, err := w.r.ReadAt(h[:], int64(id*ps)); err != nil {
		return nil, fmt.Errorf("page %d: %w", id, err)
	}
	le := binary.LittleEndian
	flags, overflow := le.Uint16(h[8:]), uint64(le.Uint32(h[12:]))
	switch {
	case le.Uint64(h[0:]) != id:
		return nil, fmt.Errorf("page %d: its header says page %d", id, le.Uint64(h[0:]))
	case want != 0 && flags != want:
		return nil, fmt.Errorf("page %d: type %#x, want %#x", id, flags, want)
	case id+overflow >= w.m.pgid:
		return nil, fmt.Errorf("page %d: %d overflow pages pass the last page %d", id, overflow, w.m.pgid-1)
	}
	for i := uint64(1); i <= overflow; i++ {
		w.seen[id+i] = true
	}
	p := make([]byte, (1+overflow)*ps)
	if _, err := w.r.ReadAt(p, int64(id*ps)); err != nil {
		return nil, fmt.Errorf("page %d: %w", id, err)
	}
	return p, nil
}

// tree walks the B+tree of a bucket from page id.
func (w *pageWalker) tree(id uint64, where string, depth int) {
	if depth > maxWalkDepth {
		w.fail(where, fmt.Errorf("page %d: more than %d levels", id, maxWalkDepth))
		return
	}
	p, err := w.page(id, 0)
	if err != nil {
		w.fail(where, err)
		return
	}
	w.node(p, id, where, depth)
}

// node checks a branch or leaf page (or an inline bucket's page) and walks
// what it points to.
func (w *pageWalker) node(p []byte, id uint64, where string, depth int) {
	le := binary.LittleEndian
	flags, count := le.Uint16(p[8:]), int(le.Uint16(p[10:]))
	if flags != branchPage && flags != leafPage {
		w.fail(where, fmt.Errorf("page %d: type %#x is neither branch nor leaf", id, flags))
		return
	}
	if pageHeader+count*elementSize > len(p) {
		w.fail(where, fmt.Errorf("page %d: %d elements pass its end", id, count))
		return
	}
	for i := range count {
		e := p[pageHeader+i*elementSize:]
		if flags == branchPage {
			pos, ksize := uint64(le.Uint32(e[0:])), uint64(le.Uint32(e[4:]))
			if !fits(p, pageHeader+i*elementSize, pos, ksize, 0) {
				w.fail(where, fmt.Errorf("page %d: key %d passes the page's end", id, i))
				return
			}
			w.tree(le.Uint64(e[8:]), where, depth+1)
			continue
		}
		eflags, pos, ksize, vsize := le.Uint32(e[0:]), uint64(le.Uint32(e[4:])), uint64(le.Uint32(e[8:])), uint64(le.Uint32(e[12:]))
		start := pageHeader + i*elementSize
		if !fits(p, start, pos, ksize, vsize) {
			w.fail(where, fmt.Errorf("page %d: element %d passes the page's end", id, i))
			return
		}
		if eflags&bucketLeaf == 0 {
			continue
		}
		v0 := uint64(start) + pos + ksize
		w.bucket(p[v0:v0+vsize], fmt.Sprintf("%s/%q", where, p[uint64(start)+pos:v0]), id, depth+1)
	}
}

// bucket checks a sub-bucket's header and walks its tree or inline page.
func (w *pageWalker) bucket(v []byte, where string, parent uint64, depth int) {
	if len(v) < 16 {
		w.fail(where, fmt.Errorf("page %d: a bucket header of %d bytes", parent, len(v)))
		return
	}
	root := binary.LittleEndian.Uint64(v)
	if root != 0 {
		w.tree(root, where, depth)
		return
	}
	if len(v) < 16+pageHeader {
		w.fail(where, fmt.Errorf("page %d: an inline bucket of %d bytes", parent, len(v)))
		return
	}
	if depth > maxWalkDepth {
		w.fail(where, fmt.Errorf("more than %d levels", maxWalkDepth))
		return
	}
	w.node(v[16:], parent, where, depth)
}

// fits reports whether an element at offset elem with a key at pos
// (from elem) of ksize bytes and a value of vsize after it fits in p.
func fits(p []byte, elem int, pos, ksize, vsize uint64) bool {
	end := uint64(elem) + pos + ksize + vsize
	return pos <= uint64(len(p)) && ksize <= uint64(len(p)) && vsize <= uint64(len(p)) && end <= uint64(len(p))
}

// checkFreelist checks that a freelist page's ids fit in it.
func checkFreelist(p []byte) error {
	n, off := uint64(binary.LittleEndian.Uint16(p[10:])), uint64(pageHeader)
	if n == 0xFFFF {
		n, off = binary.LittleEndian.Uint64(p[pageHeader:]), pageHeader+8
	}
	if n > uint64(len(p)) || off+n*8 > uint64(len(p)) {
		return fmt.Errorf("%d free page ids pass the page's end", n)
	}
	return nil
}
