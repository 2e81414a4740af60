extension FrameworkStandIns {
    /// The stand-in for Combine: the part of it a view model touches. `ObservableObject` with
    /// its `objectWillChange`, `@Published` (with `$property`), and enough of `Publisher` and
    /// `AnyCancellable` for an observer (the checks, `play`) to subscribe with `sink`.
    static let combine = #"""
    // Written by memorize-course: a STAND-IN for Apple's Combine, which does not exist on this
    // system. It is not Combine. It has only what a Model or ViewModel of the course touches, so
    // that a student's files compile here as they do in Xcode: ObservableObject and its
    // objectWillChange, @Published (and $property), Publisher's sink, and AnyCancellable.
    // On macOS the real Combine is used instead.
    @_exported import Foundation

    /// Something that can be cancelled: a subscription.
    public protocol Cancellable {
        func cancel()
    }

    /// A subscription that ends when it is cancelled or let go of.
    public final class AnyCancellable: Cancellable, Hashable {
        private var ending: (() -> Void)?

        public init(_ cancel: @escaping () -> Void) { ending = cancel }
        public convenience init<C: Cancellable>(_ cancellable: C) { self.init { cancellable.cancel() } }
        deinit { ending?() }

        public func cancel() {
            let ending = self.ending
            self.ending = nil
            ending?()
        }

        public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
        public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
            collection.append(self)
        }

        public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// Something that tells its subscribers of values. The real protocol has subscribers and
    /// demand; here a subscriber is a closure.
    public protocol Publisher<Output, Failure> {
        associatedtype Output
        associatedtype Failure: Error
        func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
    }

    extension Publisher where Failure == Never {
        /// Calls `receiveValue` with every value published from now on.
        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            _subscribe(receiveValue)
        }
    }

    extension Publisher {
        public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                         receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            _subscribe(receiveValue)
        }
    }

    public enum Subscribers {
        public enum Completion<Failure: Error> {
            case finished
            case failure(Failure)
        }
    }

    /// Subscribers kept by identity, told in the order they subscribed.
    final class _Subscribers<Output>: @unchecked Sendable {
        private var next = 0
        private var receivers: [(Int, (Output) -> Void)] = []
        private let lock = NSLock()

        func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            lock.lock()
            let key = next
            next += 1
            receivers.append((key, receive))
            lock.unlock()
            return AnyCancellable { [weak self] in
                guard let self else { return }
                self.lock.lock()
                self.receivers.removeAll { $0.0 == key }
                self.lock.unlock()
            }
        }

        func send(_ value: Output) {
            lock.lock()
            let receivers = self.receivers
            lock.unlock()
            for (_, receive) in receivers { receive(value) }
        }
    }

    /// Publishes a value to its subscribers when asked to.
    public final class PassthroughSubject<Output, Failure: Error>: Publisher {
        private let subscribers = _Subscribers<Output>()
        public init() {}
        public func send(_ value: Output) { subscribers.send(value) }
        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receive) }
    }

    /// The publisher of an ObservableObject: `send()` says the object is about to change.
    public final class ObservableObjectPublisher: Publisher {
        public typealias Output = Void
        public typealias Failure = Never
        private let subscribers = _Subscribers<Void>()
        public init() {}
        public func send() { subscribers.send(()) }
        public func _subscribe(_ receive: @escaping (Void) -> Void) -> AnyCancellable { subscribers.add(receive) }
    }

    /// An object that tells its observers, through `objectWillChange`, before it changes.
    public protocol ObservableObject: AnyObject {
        associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
            where ObjectWillChangePublisher.Failure == Never
        var objectWillChange: ObjectWillChangePublisher { get }
    }

    extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
        /// One publisher per object, made the first time it is asked for.
        public var objectWillChange: ObservableObjectPublisher { _PublisherTable.shared.publisher(for: self) }
    }

    /// The objects' publishers. An entry is kept with a weak reference to its object, so an
    /// object made later at the same address never inherits another's subscribers.
    final class _PublisherTable: @unchecked Sendable {
        static let shared = _PublisherTable()
        private struct Entry { weak var object: AnyObject?; let publisher: ObservableObjectPublisher }
        private var entries: [ObjectIdentifier: Entry] = [:]
        private let lock = NSLock()

        func publisher(for object: AnyObject) -> ObservableObjectPublisher {
            lock.lock()
            defer { lock.unlock() }
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry.publisher }
            if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }

    /// A property of an ObservableObject that announces each change on the object's
    /// `objectWillChange` before it is made, and publishes the new value on `$property`.
    @propertyWrapper
    public struct Published<Value> {
        private var value: Value
        private let subscribers = _Subscribers<Value>()

        public init(wrappedValue: Value) { value = wrappedValue }
        public init(initialValue: Value) { value = initialValue }

        @available(*, unavailable, message: "@Published is only available on properties of classes")
        public var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }

        public static subscript<EnclosingSelf: AnyObject>(
            _enclosingInstance object: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
        ) -> Value {
            get { object[keyPath: storageKeyPath].value }
            set {
                if let observable = object as? any ObservableObject {
                    (observable.objectWillChange as Any as? ObservableObjectPublisher)?.send()
                }
                object[keyPath: storageKeyPath].subscribers.send(newValue)
                object[keyPath: storageKeyPath].value = newValue
            }
        }

        /// `$property`: publishes each new value.
        public struct Publisher: Combine.Publisher {
            public typealias Output = Value
            public typealias Failure = Never
            fileprivate let subscribers: _Subscribers<Value>
            fileprivate let current: Value
            public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
                receive(current)
                return subscribers.add(receive)
            }
        }

        public var projectedValue: Publisher {
            get { Publisher(subscribers: subscribers, current: value) }
            set {}
        }
    }
    """#
}
