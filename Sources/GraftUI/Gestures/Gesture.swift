import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Attach a gesture to a view with ``View/gesture(_:including:)``, and react to it with
/// ``onChanged(_:)``, ``onEnded(_:)`` and ``updating(_:body:)``:
///
/// ```swift
/// Circle()
///   .gesture(
///     DragGesture()
///       .updating($offset) { value, offset, _ in offset = value.translation }
///       .onEnded { value in position += value.translation })
/// ```
///
/// A gesture of your own returns other gestures from `body`, as a view does.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of this gesture.
  associatedtype Body: Gesture
  /// The content and behaviour of the gesture.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// A gesture the runtime recognises itself, by making a recognizer from it.
@MainActor
package protocol PrimitiveGesture: Gesture where Body == Never {
  /// A fresh recognizer for one sequence of events.
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
  public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

extension Gesture {
  /// A recognizer for this gesture: its own, or its body's for a composite gesture.
  package func recognizer() -> GestureRecognizer<Value> {
    // NB: Both casts hold by construction: a primitive gesture's recognizer reports its own
    // `Value`, and a composite gesture's value is its body's, which Swift cannot state as a
    // constraint on the protocol.
    if let primitive = self as? any PrimitiveGesture {
      return primitive.erasedRecognizer() as! GestureRecognizer<Value>
    }
    return MappedRecognizer(body.recognizer()) { $0 as! Value }
  }
}

extension PrimitiveGesture {
  fileprivate func erasedRecognizer() -> AnyObject { makeRecognizer() }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none = GestureMask([])
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all = GestureMask([.gesture, .subviews])
}

// MARK: - Callbacks

/// A gesture that calls an action when its value changes.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  package func makeRecognizer() -> GestureRecognizer<Value> {
    let recognizer = content.recognizer()
    var last: Value?
    recognizer.observeChanges { value in
      guard last != value else { return }
      last = value
      action(value)
    }
    return recognizer
  }
}

/// A gesture that calls an action when it ends successfully.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void

  package func makeRecognizer() -> GestureRecognizer<Value> {
    let recognizer = content.recognizer()
    recognizer.observeEnd(action)
    return recognizer
  }
}

/// A gesture that updates a ``GestureState`` property as it changes, and resets it when it
/// ends or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  public typealias Value = Base.Value
  /// The originating gesture.
  public var base: Base
  /// A value that changes as the user performs the gesture.
  public var state: GestureState<State>
  /// The updating gesture containing the originating gesture's value, the updated state of the
  /// gesture, and a transaction.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  package func makeRecognizer() -> GestureRecognizer<Value> {
    let recognizer = base.recognizer()
    let state = self.state, update = body
    recognizer.observeChanges { value in
      var current = state.wrappedValue
      var transaction = Transaction()
      update(value, &current, &transaction)
      state.set(current, transaction: transaction)
    }
    recognizer.observeReset { state.reset() }
    return recognizer
  }
}

/// A gesture whose value is the result of a function on another gesture's value.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value

  package func makeRecognizer() -> GestureRecognizer<Value> {
    MappedRecognizer(content.recognizer(), transform)
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates the provided gesture state property as the gesture's value changes.
  ///
  /// The state returns to its initial value when the gesture ends or is cancelled.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Returns a gesture that's the result of mapping the given closure over the gesture.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Combines a gesture with another gesture to create a new gesture that recognizes both
  /// gestures at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Sequences a gesture with another one to create a composed gesture, which results in the
  /// second gesture only receiving events after the first gesture succeeds.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines two gestures exclusively to create a new gesture where only one gesture
  /// succeeds, giving precedence to the first gesture.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
