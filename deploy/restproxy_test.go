package deploy

import (
	"bytes"
	"errors"
	"io"
	"os"
	"reflect"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestRESTProxy: every shard sends its REST calls to the proxy's
// service, which runs one non-root, read-only proxy on the port the
// shards name, with the global limit taken as Discord's ordinary one.
func TestRESTProxy(t *testing.T) {
	var ss statefulSet
	decodeYAML(t, "k8s/statefulset.yaml", &ss)
	api, ok := env(ss.Spec.Template.Spec.Containers[0], "DISCORD_API_URL")
	if !ok || api.Value != "http://quintet-rest-proxy:8080" {
		t.Fatalf("the shards' DISCORD_API_URL is %+v, not the proxy's service", api)
	}
	data, err := os.ReadFile("k8s/rest-proxy.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var deploy statefulSet // a Deployment has the fields checked here
	var svc struct {
		Kind     string `yaml:"kind"`
		Metadata struct {
			Name string `yaml:"name"`
		} `yaml:"metadata"`
		Spec struct {
			Selector map[string]string `yaml:"selector"`
			Ports    []struct {
				Port       int    `yaml:"port"`
				TargetPort string `yaml:"targetPort"`
			} `yaml:"ports"`
		} `yaml:"spec"`
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for _, v := range []any{&deploy, &svc} {
		if err := dec.Decode(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := dec.Decode(new(any)); !errors.Is(err, io.EOF) {
		t.Errorf("more than a Deployment and a Service in rest-proxy.yaml: %v", err)
	}
	if deploy.Kind != "Deployment" || deploy.Spec.Replicas != 1 || len(deploy.Spec.Template.Spec.Containers) != 1 {
		t.Fatalf("want one proxy: %s of %d replicas", deploy.Kind, deploy.Spec.Replicas)
	}
	c := deploy.Spec.Template.Spec.Containers[0]
	if p, _ := env(c, "PORT"); p.Value != "8080" {
		t.Errorf("the proxy listens on %q", p.Value)
	}
	if d, _ := env(c, "DISABLE_GLOBAL_RATELIMIT_DETECTION"); d.Value != "true" {
		t.Errorf("DISABLE_GLOBAL_RATELIMIT_DETECTION is %q", d.Value)
	}
	if !isTrue(deploy.Spec.Template.Spec.SecurityContext.RunAsNonRoot) || !isTrue(c.SecurityContext.ReadOnlyRootFilesystem) ||
		c.SecurityContext.AllowPrivilegeEscalation == nil || *c.SecurityContext.AllowPrivilegeEscalation {
		t.Errorf("security contexts: pod %+v, container %+v", deploy.Spec.Template.Spec.SecurityContext, c.SecurityContext)
	}
	if svc.Kind != "Service" || svc.Metadata.Name != "quintet-rest-proxy" ||
		!reflect.DeepEqual(svc.Spec.Selector, deploy.Spec.Template.Metadata.Labels) ||
		len(svc.Spec.Ports) != 1 || svc.Spec.Ports[0].Port != 8080 || svc.Spec.Ports[0].TargetPort != "http" {
		t.Errorf("the service does not lead to the proxy: %+v", svc)
	}
}
