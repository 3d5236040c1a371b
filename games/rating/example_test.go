package rating_test

import (
	"fmt"

	"github.com/quintetbot/quintet/games/rating"
)

// Three new players: Ann wins, Bob and Cy tie for second.
func ExampleModel_Rate() {
	n := rating.New()
	out, err := rating.Default.Rate([][]rating.Rating{{n}, {n}, {n}}, []int{1, 2, 2})
	if err != nil {
		panic(err)
	}
	for i, name := range []string{"Ann", "Bob", "Cy"} {
		r := out[i][0]
		fmt.Printf("%s: mu %.2f sigma %.2f shown %d\n", name, r.Mu, r.Sigma, r.Display())
	}
	// Output:
	// Ann: mu 27.87 sigma 8.21 shown 1065
	// Bob: mu 23.57 sigma 8.06 shown 988
	// Cy: mu 23.57 sigma 8.06 shown 988
}

func ExamplePlaces() {
	fmt.Println(rating.Places([]int{61, 40, 61, 12}))
	// Output: [1 3 1 4]
}
