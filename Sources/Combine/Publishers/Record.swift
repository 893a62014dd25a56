/// A publisher that allows for recording a series of inputs and a completion, for later
/// playback to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    /// The output which will be sent to a `Subscriber`.
    public private(set) var output: [Output]
    /// The completion which will be sent to a `Subscriber`.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed = false

    /// Set up a recording in a state ready to receive output.
    public init() {
      output = []
      completion = .finished
    }

    /// Set up a complete recording with the specified output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Add an output to the recording; a fatal error once the recording has completed.
    public mutating func receive(_ input: Output) {
      precondition(!completed, "Record.Recording: receive(_:) after completion")
      output.append(input)
    }

    /// Add a completion to the recording; a fatal error if it has already completed.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!completed, "Record.Recording: receive(completion:) after completion")
      self.completion = completion
      completed = true
    }
  }

  /// The recorded output and completion.
  public let recording: Recording

  /// Creates a publisher to interactively record a series of outputs and a completion.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a record publisher from an existing recording.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Creates a record publisher to publish the provided output, followed by the completion.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = Recording(output: output, completion: completion)
  }

  /// Replays the recording to the subscriber as demand allows.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let completion = recording.completion
    guard case .finished = completion else {
      // Values first, then the failure: a concatenation of the outputs and a Fail.
      Publishers.Concatenate(
        prefix: Publishers.Sequence<[Output], Failure>(sequence: recording.output),
        suffix: RecordedFailure(completion: completion)
      ).receive(subscriber: subscriber)
      return
    }
    Publishers.Sequence<[Output], Failure>(sequence: recording.output).receive(subscriber: subscriber)
  }
}

/// Completes at once with the recorded completion.
private struct RecordedFailure<Output, Failure: Error>: Publisher {
  let completion: Subscribers.Completion<Failure>
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: completion)
  }
}
