import MemorizeCourseCore

extension Lesson05 {
    /// Stores one temperature, in Celsius, and computes Fahrenheit from it both ways.
    struct Thermometer {
        var celsius: Double
        var fahrenheit: Double {
            get { celsius * 9 / 5 + 32 }
            set { celsius = (newValue - 32) * 5 / 9 }
        }
    }

    /// `computed-property`: a property with a `get` and a `set` but no storage of its own.
    static let computedProperty = Demo(id: "computed-property", title: "Computed properties", lesson: 5) {
        [
            DemoStep(
                "get and set",
                explanation: "`celsius` is stored; `fahrenheit` is computed. Its `get` works the value out each time it is read, and its `set` receives the assigned value as `newValue` and stores what it means in `celsius`.",
                code: #"""
                    struct Thermometer {
                        var celsius: Double
                        var fahrenheit: Double {
                            get { celsius * 9 / 5 + 32 }
                            set { celsius = (newValue - 32) * 5 / 9 }
                        }
                    }
                    """#,
                tryThis: "Drop the `+ 32` from the getter and run again: step 2 now claims 100 °C is 180.0 °F; a computed property is only as right as its formula.",
                run: { _ in }
            ),
            DemoStep(
                "Reading runs get",
                explanation: "Every read of `fahrenheit` runs `get` on the current Celsius value, so it can never be out of date.",
                code: #"""
                    var thermometer = Thermometer(celsius: 100)
                    print(thermometer.celsius, "°C =", thermometer.fahrenheit, "°F")
                    thermometer.celsius = -40
                    print(thermometer.celsius, "°C =", thermometer.fahrenheit, "°F")
                    """#,
                tryThis: "Change `thermometer.celsius = -40` to `= 30` and run again: the getter runs on every read, so the second line says 86.0 °F.",
                predict: DemoPrediction(
                    "`celsius` changes from 100 to -40. What does the second line say?",
                    choices: ["-40.0 °C = -40.0 °F", "-40.0 °C = 212.0 °F", "-40.0 °C = 104.0 °F"],
                    answer: 0,
                    why: "`fahrenheit` is not stored: each read runs `get` on the current `celsius`, and -40 is where both scales meet."
                )
            ) { print in
                var thermometer = Thermometer(celsius: 100)
                print(thermometer.celsius, "°C =", thermometer.fahrenheit, "°F")
                thermometer.celsius = -40
                print(thermometer.celsius, "°C =", thermometer.fahrenheit, "°F")
            },
            DemoStep(
                "Assigning runs set",
                explanation: "Assigning to `fahrenheit` looks like assigning to any var, but it runs `set`, which changes `celsius`. MemoryGame's `indexOfTheOneAndOnlyFaceUpCard` works the same way: its `set` turns cards face up and down.",
                code: #"""
                    var thermometer = Thermometer(celsius: 0)
                    thermometer.fahrenheit = 212
                    print(thermometer.fahrenheit, "°F is", thermometer.celsius, "°C")
                    thermometer.fahrenheit = 50
                    print(thermometer.fahrenheit, "°F is", thermometer.celsius, "°C")
                    """#,
                tryThis: "Make the setter empty, `set { }`, and run again: assigning `fahrenheit` now changes nothing, so both lines report 32.0 °F and 0.0 °C.",
                predict: DemoPrediction(
                    "The thermometer starts at 0 °C, then `fahrenheit = 212` is assigned. What is printed first?",
                    choices: ["32.0 °F is 0.0 °C", "212.0 °F is 100.0 °C", "212.0 °F is 0.0 °C"],
                    answer: 1,
                    why: "Assigning runs `set`, which stores the matching `celsius`; reading `fahrenheit` back runs `get` on it."
                )
            ) { print in
                var thermometer = Thermometer(celsius: 0)
                thermometer.fahrenheit = 212
                print(thermometer.fahrenheit, "°F is", thermometer.celsius, "°C")
                thermometer.fahrenheit = 50
                print(thermometer.fahrenheit, "°F is", thermometer.celsius, "°C")
            },
            DemoStep(
                "No storage of its own",
                explanation: "A Thermometer is the size of one Double: only `celsius` takes memory. In SwiftUI, `body` is a computed property too, worked out again whenever the view is asked for it.",
                code: #"""
                    let thermometer = Thermometer(celsius: 20)
                    print("Double:", MemoryLayout<Double>.size, "bytes")
                    print("Thermometer:", MemoryLayout.size(ofValue: thermometer), "bytes, and it still knows", thermometer.fahrenheit, "°F")
                    """#,
                tryThis: "Add a stored `var kelvin: Double = 0` to Thermometer and run again: it grows to 16 bytes, as only stored properties take room.",
                predict: DemoPrediction(
                    "Thermometer has a stored `celsius` and a computed `fahrenheit`, both Double. How big is it?",
                    choices: ["Thermometer: 16 bytes", "Thermometer: 0 bytes", "Thermometer: 8 bytes"],
                    answer: 2,
                    why: "A computed property is code, not data: only `celsius` is stored, 8 bytes."
                )
            ) { print in
                let thermometer = Thermometer(celsius: 20)
                print("Double:", MemoryLayout<Double>.size, "bytes")
                print("Thermometer:", MemoryLayout.size(ofValue: thermometer), "bytes, and it still knows", thermometer.fahrenheit, "°F")
            },
        ]
    }
}
