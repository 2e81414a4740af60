import MemorizeSupport

/// A compile error in a graded file whose cause is the stand-ins' limit, not the student's
/// code: the file imports SwiftUI, Combine or UIKit (which here are `FrameworkStandIns`) and uses a
/// name the real framework has and the stand-in lacks, such as a View or `Color.systemPink`.
/// Such an error is explained like the first one a student meets, never shown raw.
enum FrameworkGap {
    /// Types the stand-ins declare, with the framework each stands in for: "type 'Color' has no
    /// member 'x'" is a gap in them.
    static let standInTypes: [String: String] = [
        "Color": "SwiftUI", "Gradient": "SwiftUI", "Animation": "SwiftUI", "Angle": "SwiftUI", "LinearGradient": "SwiftUI",
        "RadialGradient": "SwiftUI", "AngularGradient": "SwiftUI", "UnitPoint": "SwiftUI", "Published": "Combine",
        "ObservableObjectPublisher": "Combine", "AnyCancellable": "Combine", "PassthroughSubject": "Combine", "UIColor": "UIKit",
    ]

    /// Names of SwiftUI, UIKit and Combine that a Model or ViewModel file may reach for and the
    /// stand-ins leave out, because they draw, lay out or belong to a View.
    static let appleOnlyNames: Set<String> = [
        "View", "Text", "Image", "Font", "Shape", "InsettableShape", "Path", "ViewModifier", "ViewBuilder", "Button", "Label",
        "VStack", "HStack", "ZStack", "LazyVGrid", "LazyHGrid", "GridItem", "ForEach", "Group", "Spacer", "Divider", "ScrollView",
        "GeometryReader", "GeometryProxy", "RoundedRectangle", "Rectangle", "Circle", "Capsule", "Ellipse",
        "ShapeStyle", "AnyView", "EmptyView", "AnyTransition", "Transaction", "Animatable",
        "AnimatableModifier", "AnimatablePair", "EdgeInsets", "Edge", "Alignment", "ColorScheme", "State", "Binding",
        "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "App", "Scene", "WindowGroup", "PreviewProvider",
        "NavigationView", "NavigationStack", "List", "Toggle", "Picker", "UIImage", "UIFont", "UIScreen", "UIDevice",
        "CGColor", "Just", "Publishers", "CurrentValueSubject", "Subscriber", "Subscription", "Cancellable",
    ]

    /// The sentence for `message` (a compiler error at a graded file), or nil when it is the
    /// student's own error. `imports` are the file's imported modules.
    static func explain(_ message: String, imports: Set<String>) -> String? {
        guard !imports.isDisjoint(with: FrameworkStandIns.standsInFor), FrameworkStandIns.areNeeded else { return nil }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.hasPrefix("cannot find"), let name = quoted.first, appleOnlyNames.contains(name) {
            return "`\(name)` is \(owner(of: name))'s, and this system has no \(owner(of: name)): " + standInSentence
                + ". Keep `\(name)` in a View's file (Views are left out of grading), not in the Model or ViewModel."
        }
        if message.contains("has no member"), quoted.count >= 2,
           let standIn = standInTypes.first(where: { quoted[0].hasSuffix($0.key) }) {
            return "`\(standIn.key).\(quoted[1])` is not in the grader's stand-in for \(standIn.value): "
                + standInSentence + ". Use one of those here, or keep `\(quoted[1])` in a View's file."
        }
        return nil
    }

    static func owner(of name: String) -> String {
        if name.hasPrefix("UI") { return "UIKit" }
        if ["Just", "Publishers", "CurrentValueSubject", "Subscriber", "Subscription", "Cancellable"].contains(name) { return "Combine" }
        return "SwiftUI"
    }

    static let standInSentence = "your Model and ViewModel are compiled with a small stand-in that has only what they need "
        + "(ObservableObject, @Published, objectWillChange; Color's named colours, Color(red:green:blue:) and .opacity; "
        + "UIColor's named and system colours; Gradient, Animation, withAnimation and Angle)"
}
