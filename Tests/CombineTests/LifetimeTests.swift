import Combine
import Testing

private final class Owner {}

@Suite("Lifetimes")
struct LifetimeTests {
  @Test("Releasing the AnyCancellable releases the chain and what its closures captured")
  func releasingCancellableFreesChain() {
    weak var weakOwner: Owner?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let owner = Owner()
      weakOwner = owner
      var cancellable: AnyCancellable? = subject.map { $0 + 1 }.filter { _ in true }.sink { _ in
        _ = owner
      }
      subject.send(1)
      cancellable = nil
      _ = cancellable
    }
    #expect(weakOwner == nil)
  }

  @Test("Completion releases the sink's closures even while the AnyCancellable is kept")
  func completionReleasesClosures() {
    weak var weakOwner: Owner?
    let subject = PassthroughSubject<Int, Never>()
    var kept: AnyCancellable?
    do {
      let owner = Owner()
      weakOwner = owner
      kept = subject.sink { _ in _ = owner }
    }
    #expect(weakOwner != nil)
    subject.send(completion: .finished)
    #expect(weakOwner == nil)
    _ = kept
  }

  @Test("Cancelling removes the subscriber from the subject")
  func cancellingDetaches() {
    weak var weakOwner: Owner?
    let subject = CurrentValueSubject<Int, Never>(0)
    do {
      let owner = Owner()
      weakOwner = owner
      let cancellable = subject.sink { _ in _ = owner }
      cancellable.cancel()
    }
    #expect(weakOwner == nil)
  }

  @Test("Nothing is delivered after cancel(), even when the AnyCancellable is kept")
  func nothingAfterCancel() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let cancellable = subject.sink { v in received.mutate { $0.append(v) } }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received.value == [1])
  }
}
