import Combine
import Testing

@Suite("AnyCancellable")
struct AnyCancellableTests {
  @Test("AnyCancellable cancels on deinit")
  func cancelsOnDeinit() {
    let count = Box(0)
    do {
      _ = AnyCancellable { count.mutate { $0 += 1 } }
    }
    #expect(count.value == 1)
  }

  @Test("AnyCancellable runs its closure only once")
  func cancelsOnce() {
    let count = Box(0)
    let cancellable = AnyCancellable { count.mutate { $0 += 1 } }
    cancellable.cancel()
    cancellable.cancel()
    #expect(count.value == 1)
  }

  @Test("Releasing the sink's AnyCancellable stops delivery")
  func releasingStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    var cancellable: AnyCancellable? = subject.sink { v in received.mutate { $0.append(v) } }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(received.value == [1])
    #expect(cancellable == nil)
  }

  @Test("store(in:) for Set and for RangeReplaceableCollection; Hashable by identity")
  func store() {
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    let a = AnyCancellable {}
    a.store(in: &set)
    a.store(in: &set)
    a.store(in: &array)
    AnyCancellable {}.store(in: &set)
    #expect(set.count == 2)
    #expect(array.count == 1)
    #expect(a == a)
    #expect(a != AnyCancellable {})
  }

  @Test("AnyCancellable wraps another Cancellable and cancels it")
  func wrapsCancellable() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Box<[Int]>([])
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in }, receiveValue: { v in received.mutate { $0.append(v) } })
    subject.subscribe(sink)
    subject.send(1)
    let wrapped = AnyCancellable(sink)
    wrapped.cancel()
    subject.send(2)
    #expect(received.value == [1])
  }
}
