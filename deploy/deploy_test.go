package deploy

import (
	"bufio"
	"bytes"
	"os"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/quintetbot/quintet/bot/discord"
)

// The parts of the Kubernetes objects the tests look at.
type (
	envVar struct {
		Name      string `yaml:"name"`
		Value     string `yaml:"value"`
		ValueFrom *struct {
			FieldRef *struct {
				FieldPath string `yaml:"fieldPath"`
			} `yaml:"fieldRef"`
			SecretKeyRef *struct {
				Name string `yaml:"name"`
				Key  string `yaml:"key"`
			} `yaml:"secretKeyRef"`
		} `yaml:"valueFrom"`
	}
	probe struct {
		HTTPGet struct {
			Path string `yaml:"path"`
			Port string `yaml:"port"`
		} `yaml:"httpGet"`
	}
	securityContext struct {
		RunAsNonRoot             *bool `yaml:"runAsNonRoot"`
		RunAsUser                *int  `yaml:"runAsUser"`
		AllowPrivilegeEscalation *bool `yaml:"allowPrivilegeEscalation"`
		ReadOnlyRootFilesystem   *bool `yaml:"readOnlyRootFilesystem"`
	}
	container struct {
		Name  string   `yaml:"name"`
		Image string   `yaml:"image"`
		Args  []string `yaml:"args"`
		Env   []envVar `yaml:"env"`
		Ports []struct {
			Name          string `yaml:"name"`
			ContainerPort int    `yaml:"containerPort"`
		} `yaml:"ports"`
		LivenessProbe   *probe          `yaml:"livenessProbe"`
		ReadinessProbe  *probe          `yaml:"readinessProbe"`
		SecurityContext securityContext `yaml:"securityContext"`
		VolumeMounts    []struct {
			Name      string `yaml:"name"`
			MountPath string `yaml:"mountPath"`
		} `yaml:"volumeMounts"`
	}
	statefulSet struct {
		APIVersion string `yaml:"apiVersion"`
		Kind       string `yaml:"kind"`
		Spec       struct {
			ServiceName string `yaml:"serviceName"`
			Replicas    int    `yaml:"replicas"`
			Selector    struct {
				MatchLabels map[string]string `yaml:"matchLabels"`
			} `yaml:"selector"`
			Template struct {
				Metadata struct {
					Labels map[string]string `yaml:"labels"`
				} `yaml:"metadata"`
				Spec struct {
					SecurityContext securityContext `yaml:"securityContext"`
					Containers      []container     `yaml:"containers"`
				} `yaml:"spec"`
			} `yaml:"template"`
			VolumeClaimTemplates []struct {
				Metadata struct {
					Name string `yaml:"name"`
				} `yaml:"metadata"`
			} `yaml:"volumeClaimTemplates"`
		} `yaml:"spec"`
	}
	service struct {
		Kind     string `yaml:"kind"`
		Metadata struct {
			Name string `yaml:"name"`
		} `yaml:"metadata"`
		Spec struct {
			ClusterIP string            `yaml:"clusterIP"`
			Selector  map[string]string `yaml:"selector"`
		} `yaml:"spec"`
	}
)

// decodeYAML decodes the one document of a file into v; keys v does not
// name are ignored, since the manifests hold many the tests skip.
func decodeYAML(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func env(c container, name string) (envVar, bool) {
	for _, e := range c.Env {
		if e.Name == name {
			return e, true
		}
	}
	return envVar{}, false
}

// port returns the port of a listen address like ":9090".
func port(t *testing.T, addr string) int {
	t.Helper()
	i := strings.LastIndexByte(addr, ':')
	p, err := strconv.Atoi(addr[i+1:])
	if i < 0 || err != nil {
		t.Fatalf("address %q has no port", addr)
	}
	return p
}

func TestStatefulSet(t *testing.T) {
	var ss statefulSet
	decodeYAML(t, "k8s/statefulset.yaml", &ss)
	if ss.Kind != "StatefulSet" || ss.APIVersion != "apps/v1" || len(ss.Spec.Template.Spec.Containers) != 1 {
		t.Fatalf("not a StatefulSet of one container: %+v", ss)
	}
	s := ss.Spec
	c := s.Template.Spec.Containers[0]
	if !reflect.DeepEqual(s.Selector.MatchLabels, s.Template.Metadata.Labels) {
		t.Errorf("selector %v does not select the pods %v", s.Selector.MatchLabels, s.Template.Metadata.Labels)
	}

	// One shard per pod: the count is the replicas, the id the ordinal.
	count, ok := env(c, "QUINTET_SHARD_COUNT")
	if n, err := strconv.Atoi(count.Value); !ok || err != nil || n != s.Replicas || n < 1 {
		t.Errorf("QUINTET_SHARD_COUNT %q, replicas %d", count.Value, s.Replicas)
	}
	id, ok := env(c, "QUINTET_SHARD_ID")
	if !ok || id.ValueFrom == nil || id.ValueFrom.FieldRef == nil ||
		id.ValueFrom.FieldRef.FieldPath != "metadata.labels['apps.kubernetes.io/pod-index']" {
		t.Errorf("QUINTET_SHARD_ID is not the pod index: %+v", id)
	}
	if tok, ok := env(c, "DISCORD_TOKEN"); !ok || tok.Value != "" || tok.ValueFrom == nil || tok.ValueFrom.SecretKeyRef == nil {
		t.Error("DISCORD_TOKEN must come from a secret")
	}

	// The database is on a volume of its own per pod.
	db, _ := env(c, "QUINTET_DB")
	var claims []string
	for _, v := range s.VolumeClaimTemplates {
		claims = append(claims, v.Metadata.Name)
	}
	onClaim := false
	for _, m := range c.VolumeMounts {
		if slices.Contains(claims, m.Name) && path.Dir(db.Value) == path.Clean(m.MountPath) {
			onClaim = true
		}
	}
	if len(claims) == 0 || !onClaim {
		t.Errorf("QUINTET_DB %q is not on a volume claim template (%v)", db.Value, claims)
	}

	// Probes on the health server's port.
	httpAddr, _ := env(c, "QUINTET_HTTP_ADDR")
	ports := map[string]int{}
	for _, p := range c.Ports {
		ports[p.Name] = p.ContainerPort
	}
	for _, pr := range []struct {
		p    *probe
		path string
	}{{c.LivenessProbe, "/healthz"}, {c.ReadinessProbe, "/readyz"}} {
		if pr.p == nil || pr.p.HTTPGet.Path != pr.path {
			t.Errorf("no probe on %s", pr.path)
		} else if ports[pr.p.HTTPGet.Port] != port(t, httpAddr.Value) {
			t.Errorf("probe of %s on port %q, the health server listens on %q", pr.path, pr.p.HTTPGet.Port, httpAddr.Value)
		}
	}
	if ports["metrics"] == 0 {
		t.Error("no metrics port")
	}

	// Not root, no privileges.
	pod, ctr := s.Template.Spec.SecurityContext, c.SecurityContext
	if !(isTrue(pod.RunAsNonRoot) || isTrue(ctr.RunAsNonRoot)) {
		t.Error("runAsNonRoot is not set")
	}
	if pod.RunAsUser != nil && *pod.RunAsUser == 0 {
		t.Error("runAsUser is root")
	}
	if ctr.AllowPrivilegeEscalation == nil || *ctr.AllowPrivilegeEscalation || !isTrue(ctr.ReadOnlyRootFilesystem) {
		t.Errorf("container security context: %+v", ctr)
	}

	var svc service
	decodeYAML(t, "k8s/service.yaml", &svc)
	if svc.Kind != "Service" || svc.Metadata.Name != s.ServiceName || svc.Spec.ClusterIP != "None" ||
		!reflect.DeepEqual(svc.Spec.Selector, s.Selector.MatchLabels) {
		t.Errorf("the headless service does not match the StatefulSet: %+v", svc)
	}
}

func isTrue(b *bool) bool { return b != nil && *b }

func TestKustomization(t *testing.T) {
	var k struct {
		Resources []string `yaml:"resources"`
	}
	decodeYAML(t, "k8s/kustomization.yaml", &k)
	if !slices.Contains(k.Resources, "statefulset.yaml") || !slices.Contains(k.Resources, "service.yaml") {
		t.Errorf("resources %v", k.Resources)
	}
	for _, r := range k.Resources {
		if _, err := os.Stat("k8s/" + r); err != nil {
			t.Error(err)
		}
	}
	if slices.Contains(k.Resources, "secret.example.yaml") {
		t.Error("the example secret would be applied")
	}
}

// dockerfile returns the instructions of the Dockerfile, continuation
// lines joined, comments dropped.
func dockerfile(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	cur := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasSuffix(line, "\\") {
			cur += strings.TrimSuffix(line, "\\") + " "
			continue
		}
		out = append(out, cur+line)
		cur = ""
	}
	return out
}

func TestDockerfile(t *testing.T) {
	var from []int
	lines := dockerfile(t)
	for i, l := range lines {
		if strings.HasPrefix(l, "FROM ") {
			from = append(from, i)
		}
	}
	if len(from) < 2 {
		t.Fatalf("%d stages; want a build stage and a run stage", len(from))
	}
	final := lines[from[len(from)-1]:]
	build := strings.Join(lines[:from[len(from)-1]], "\n")
	for _, want := range []string{"CGO_ENABLED=0", "-X main.version=${VERSION}", "./cmd/quintet"} {
		if !strings.Contains(build, want) {
			t.Errorf("the build stage lacks %q", want)
		}
	}
	user := ""
	for _, l := range final {
		if u, ok := strings.CutPrefix(l, "USER "); ok {
			user = strings.TrimSpace(u)
		}
	}
	if user == "" || user == "root" || strings.HasPrefix(user, "0:") || user == "0" {
		t.Errorf("the image runs as %q; want a non-root USER", user)
	}
	final1 := strings.Join(final, "\n")
	db := dockerEnv(final1)["QUINTET_DB"]
	if db == "" || !strings.Contains(final1, `VOLUME ["`+path.Dir(db)+`"]`) {
		t.Errorf("QUINTET_DB %q is not on the image's volume", db)
	}
	// The -X flag must name a variable that exists.
	main, err := os.ReadFile("../cmd/quintet/main.go")
	if err != nil || !bytes.Contains(main, []byte("\nvar version = ")) {
		t.Error("cmd/quintet has no var version for -X main.version")
	}
}

// dockerEnv reads the KEY=VALUE pairs of ENV instructions.
func dockerEnv(lines string) map[string]string {
	out := map[string]string{}
	for _, l := range strings.Split(lines, "\n") {
		rest, ok := strings.CutPrefix(l, "ENV ")
		if !ok {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			if k, v, ok := strings.Cut(kv, "="); ok {
				out[k] = v
			}
		}
	}
	return out
}

// unit reads a systemd unit into section -> key -> values.
func unit(t *testing.T, name string) map[string]map[string][]string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string][]string{}
	section := ""
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";"):
		case strings.HasPrefix(line, "["):
			section = strings.Trim(line, "[]")
			out[section] = map[string][]string{}
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok || section == "" {
				t.Fatalf("%s: bad line %q", name, line)
			}
			out[section][k] = append(out[section][k], v)
		}
	}
	return out
}

func TestSystemdUnit(t *testing.T) {
	u := unit(t, "quintet.service")
	svc := u["Service"]
	want := map[string]string{
		"NoNewPrivileges":         "yes",
		"ProtectSystem":           "strict",
		"ProtectHome":             "yes",
		"PrivateTmp":              "yes",
		"PrivateDevices":          "yes",
		"ProtectKernelTunables":   "yes",
		"ProtectKernelModules":    "yes",
		"ProtectControlGroups":    "yes",
		"RestrictNamespaces":      "yes",
		"RestrictSUIDSGID":        "yes",
		"LockPersonality":         "yes",
		"MemoryDenyWriteExecute":  "yes",
		"CapabilityBoundingSet":   "",
		"RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX",
		"UMask":                   "0077",
	}
	for k, v := range want {
		if got := svc[k]; len(got) != 1 || got[0] != v {
			t.Errorf("%s=%q; want %q", k, got, v)
		}
	}
	if !slices.Equal(svc["DynamicUser"], []string{"yes"}) && len(svc["User"]) == 0 {
		t.Error("neither DynamicUser=yes nor a dedicated User")
	}
	state := svc["StateDirectory"]
	if len(state) != 1 || state[0] == "" {
		t.Fatalf("StateDirectory=%q", state)
	}
	db := ""
	for _, e := range svc["Environment"] {
		if v, ok := strings.CutPrefix(e, "QUINTET_DB="); ok {
			db = v
		}
	}
	// ProtectSystem=strict leaves only the state directory writable.
	if path.Dir(db) != "/var/lib/"+state[0] {
		t.Errorf("QUINTET_DB=%q is outside the state directory /var/lib/%s", db, state[0])
	}
	if exec := svc["ExecStart"]; len(exec) != 1 || !strings.HasSuffix(exec[0], "quintet run") {
		t.Errorf("ExecStart=%q", exec)
	}
	if len(u["Install"]["WantedBy"]) == 0 {
		t.Error("no WantedBy: the unit cannot be enabled")
	}
}

type compose struct {
	Services map[string]struct {
		Build struct {
			Context    string `yaml:"context"`
			Dockerfile string `yaml:"dockerfile"`
		} `yaml:"build"`
		User        string            `yaml:"user"`
		ReadOnly    bool              `yaml:"read_only"`
		CapDrop     []string          `yaml:"cap_drop"`
		Environment map[string]string `yaml:"environment"`
		Volumes     []string          `yaml:"volumes"`
	} `yaml:"services"`
	Volumes map[string]any `yaml:"volumes"`
}

func TestCompose(t *testing.T) {
	var c compose
	decodeYAML(t, "compose.yaml", &c)
	s, ok := c.Services["quintet"]
	if !ok {
		t.Fatal("no quintet service")
	}
	if _, err := os.Stat(path.Join(s.Build.Context, s.Build.Dockerfile)); err != nil {
		t.Errorf("build: %v", err)
	}
	if s.User == "" || strings.HasPrefix(s.User, "0") || s.User == "root" || !s.ReadOnly || !slices.Contains(s.CapDrop, "ALL") {
		t.Errorf("user %q, read_only %v, cap_drop %v", s.User, s.ReadOnly, s.CapDrop)
	}
	db := s.Environment["QUINTET_DB"]
	onVolume := false
	for _, v := range s.Volumes {
		name, mount, _ := strings.Cut(v, ":")
		if _, named := c.Volumes[name]; named && mount == path.Dir(db) {
			onVolume = true
		}
	}
	if !onVolume {
		t.Errorf("QUINTET_DB %q is not on a named volume (%v)", db, s.Volumes)
	}
}

// configVars returns the env tags of discord.Config, nested structs included.
func configVars(typ reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Type.Kind() == reflect.Struct && f.Tag.Get("env") == "" {
			for k := range configVars(f.Type) {
				out[f.Tag.Get("envPrefix")+k] = true
			}
			continue
		}
		if name, _, _ := strings.Cut(f.Tag.Get("env"), ","); name != "" {
			out[name] = true
		}
	}
	return out
}

// deployVars returns the variables the deployment files set, commented
// examples included, with the file that names each.
func deployVars(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, e := range unitEnv(t, "quintet.service") {
		out[e] = "quintet.service"
	}
	var c compose
	decodeYAML(t, "compose.yaml", &c)
	for k := range c.Services["quintet"].Environment {
		out[k] = "compose.yaml"
	}
	var ss statefulSet
	decodeYAML(t, "k8s/statefulset.yaml", &ss)
	for _, e := range ss.Spec.Template.Spec.Containers[0].Env {
		out[e.Name] = "k8s/statefulset.yaml"
	}
	for k := range dockerEnv(strings.Join(dockerfile(t), "\n")) {
		out[k] = "Dockerfile"
	}
	return out
}

// unitEnv returns the names of the unit's Environment= lines, commented
// ones too.
func unitEnv(t *testing.T, name string) []string {
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimLeft(line, "# ")
		if rest, ok := strings.CutPrefix(line, "Environment="); ok {
			k, _, _ := strings.Cut(rest, "=")
			out = append(out, k)
		}
	}
	return out
}

// goRuntimeVars are the variables the Go runtime reads itself, which a
// deployment may set beside discord.Config's.
var goRuntimeVars = map[string]bool{"GOGC": true, "GOMEMLIMIT": true, "GOMAXPROCS": true, "GODEBUG": true}

func TestEnvVarsExistInConfig(t *testing.T) {
	known := configVars(reflect.TypeFor[discord.Config]())
	if !known["QUINTET_DB"] || !known["DISCORD_TOKEN"] {
		t.Fatalf("reading discord.Config's tags found %v", known)
	}
	for name, file := range deployVars(t) {
		if !known[name] && !goRuntimeVars[name] {
			t.Errorf("%s sets %s, which discord.Config does not read", file, name)
		}
	}
}

// TestMaintenancePod: the example pod opens a shard's volume as the
// StatefulSet names it, as the same non-root user.
func TestMaintenancePod(t *testing.T) {
	var ss statefulSet
	decodeYAML(t, "k8s/statefulset.yaml", &ss)
	var pod struct {
		Kind string `yaml:"kind"`
		Spec struct {
			SecurityContext securityContext `yaml:"securityContext"`
			Containers      []container     `yaml:"containers"`
			Volumes         []struct {
				Name string `yaml:"name"`
				PVC  struct {
					ClaimName string `yaml:"claimName"`
				} `yaml:"persistentVolumeClaim"`
			} `yaml:"volumes"`
		} `yaml:"spec"`
	}
	decodeYAML(t, "k8s/maintenance.example.yaml", &pod)
	if pod.Kind != "Pod" || len(pod.Spec.Containers) != 1 || len(pod.Spec.Volumes) != 1 {
		t.Fatalf("%+v", pod)
	}
	var meta struct {
		Metadata struct {
			Name string `yaml:"name"`
		} `yaml:"metadata"`
	}
	decodeYAML(t, "k8s/statefulset.yaml", &meta)
	want := ss.Spec.VolumeClaimTemplates[0].Metadata.Name + "-" + meta.Metadata.Name + "-0"
	if got := pod.Spec.Volumes[0].PVC.ClaimName; got != want {
		t.Errorf("the pod mounts claim %q; shard 0's is %q", got, want)
	}
	c := pod.Spec.Containers[0]
	db, _ := env(c, "QUINTET_DB")
	sdb, _ := env(ss.Spec.Template.Spec.Containers[0], "QUINTET_DB")
	if db.Value != sdb.Value || len(c.VolumeMounts) != 1 || c.VolumeMounts[0].MountPath != path.Dir(db.Value) {
		t.Errorf("QUINTET_DB %q, the bot's %q, mounts %+v", db.Value, sdb.Value, c.VolumeMounts)
	}
	if !isTrue(pod.Spec.SecurityContext.RunAsNonRoot) || *pod.Spec.SecurityContext.RunAsUser != *ss.Spec.Template.Spec.SecurityContext.RunAsUser {
		t.Error("the maintenance pod must run as the bot's non-root user")
	}
	stage, found := "", false
	for _, l := range dockerfile(t) {
		if strings.HasPrefix(l, "FROM ") {
			stage = l
			found = found || strings.HasSuffix(l, " AS maintenance")
		}
		if strings.HasSuffix(stage, " AS maintenance") && strings.HasPrefix(l, "USER ") && strings.TrimSpace(l[5:]) != "65532:65532" {
			t.Errorf("the maintenance stage runs as %q", l)
		}
	}
	if !found {
		t.Error("the Dockerfile has no maintenance stage for the pod's image")
	}
}
