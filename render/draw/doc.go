// Package draw renders game boards to PNG images in pure Go.
//
// It owns the pixels: a Canvas over an *image.RGBA with rectangle, rounded
// shape, line and text primitives; a Grid that lays out board cells; the game
// pieces (dice with pips or numbers, Hi/Lo text dice and domino tiles); the
// palette shared by every game; and PNG encoding tuned for sending an image
// on every move.
//
// Text uses the Go fonts embedded in golang.org/x/image, so rendering needs no
// system fonts and no cgo. The fonts are parsed once and their faces cached
// per size; the cache is safe for concurrent use. A Canvas itself is not: use
// one Canvas per goroutine.
//
// A board is drawn on every move, so its costs are kept down: a renderer
// that is done with its Canvas (its PNG taken) calls Release, and the next
// New of the same size reuses the pixels; PNG compresses an image in bands
// and reuses the compressed bands of recent images, so a move's board
// costs the compression of the rows it changed. A canvas on an opaque
// background defers its drawing until its pixels are asked for
// (deferred.go): IndexedPNG keys each band by what is drawn there and
// draws only the bands it finds in no cache, so a move's board draws
// little more than the rows it changed either.
//
// Coordinates are pixels with the origin at the top left. Rectangles follow
// the image package convention: Min is inside, Max is just outside.
package draw
