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
                    """#
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
                    """#
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
                    """#
            ) { print in
                let thermometer = Thermometer(celsius: 20)
                print("Double:", MemoryLayout<Double>.size, "bytes")
                print("Thermometer:", MemoryLayout.size(ofValue: thermometer), "bytes, and it still knows", thermometer.fahrenheit, "°F")
            },
        ]
    }
}
