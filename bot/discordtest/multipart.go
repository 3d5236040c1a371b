package discordtest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"strconv"
	"strings"
)

// parseMultipart reads a multipart/form-data body as discordgo sends it:
// the message JSON in a payload_json part and the uploads in files[N]
// parts. It returns payload_json and the uploads in part order.
func parseMultipart(body []byte, contentType string) ([]byte, []Attachment, error) {
	_, params, err := mime.ParseMediaType(contentType)
	if err != nil || params["boundary"] == "" {
		return nil, nil, fmt.Errorf("multipart body without boundary: %v", err)
	}
	mr := multipart.NewReader(bytes.NewReader(body), params["boundary"])
	var payload []byte
	var files []Attachment
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, fmt.Errorf("multipart body: %w", err)
		}
		data, err := io.ReadAll(p)
		if err != nil {
			return nil, nil, fmt.Errorf("multipart part %q: %w", p.FormName(), err)
		}
		name := p.FormName()
		switch {
		case name == "payload_json":
			payload = data
		case strings.HasPrefix(name, "files[") && strings.HasSuffix(name, "]"):
			n, err := strconv.Atoi(name[len("files[") : len(name)-1])
			if err != nil {
				return nil, nil, fmt.Errorf("multipart part %q: not files[N]", name)
			}
			files = append(files, Attachment{
				Filename:    p.FileName(),
				ContentType: p.Header.Get("Content-Type"),
				Data:        data,
				index:       n,
			})
		default:
			return nil, nil, fmt.Errorf("multipart part %q is neither payload_json nor files[N]", name)
		}
	}
	return payload, files, nil
}
