import Combine
import Testing

@Suite("Sharing operators")
struct MulticastTests {
  @Test("share() subscribes to the upstream once for all subscribers")
  func shareSubscribesOnce() {
    let subscriptions = Box(0)
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions.mutate { $0 += 1 } }).share()
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    shared.subscribe(a)
    shared.subscribe(b)
    subject.send(1)
    #expect(subscriptions.value == 1)
    #expect(a.values == [1])
    #expect(b.values == [1])
  }

  @Test("share() behaves as multicast(PassthroughSubject).autoconnect(): late subscribers miss earlier values")
  func shareLateSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.share()
    let a = Recorder<Int, Never>()
    shared.subscribe(a)
    subject.send(1)
    let b = Recorder<Int, Never>()
    shared.subscribe(b)
    subject.send(2)
    #expect(a.values == [1, 2])
    #expect(b.values == [2])
  }

  @Test("share() disconnects from the upstream when the last subscriber cancels")
  func shareDisconnects() {
    let cancelled = Box(false)
    let shared = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled.value = true }).share()
    let a = shared.sink { _ in }
    let b = shared.sink { _ in }
    a.cancel()
    #expect(!cancelled.value)
    b.cancel()
    #expect(cancelled.value)
  }

  @Test("multicast(subject:) delivers nothing until connect()")
  func multicastConnect() {
    let multicast = [1, 2, 3].publisher.multicast(subject: PassthroughSubject<Int, Never>())
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    multicast.subscribe(a)
    multicast.subscribe(b)
    #expect(a.values.isEmpty)
    let connection = multicast.connect()
    #expect(a.values == [1, 2, 3])
    #expect(b.values == [1, 2, 3])
    #expect(a.isFinished)
    connection.cancel()
  }

  @Test("multicast(_:) creates its subject lazily, once")
  func multicastCreatesSubjectOnce() {
    let made = Box(0)
    let multicast = [1].publisher.multicast { () -> PassthroughSubject<Int, Never> in
      made.mutate { $0 += 1 }
      return PassthroughSubject()
    }
    #expect(made.value == 0)
    let a = Recorder<Int, Never>()
    let b = Recorder<Int, Never>()
    multicast.subscribe(a)
    multicast.subscribe(b)
    _ = multicast.connect()
    #expect(made.value == 1)
    #expect(b.values == [1])
  }

  @Test("makeConnectable() and autoconnect()")
  func makeConnectable() {
    let connectable = [1, 2].publisher.makeConnectable()
    let a = Recorder<Int, Never>()
    connectable.subscribe(a)
    #expect(a.values.isEmpty)
    let c = connectable.connect()
    #expect(a.values == [1, 2])
    c.cancel()
    let auto = Recorder<Int, Never>()
    [3].publisher.makeConnectable().autoconnect().subscribe(auto)
    #expect(auto.values == [3])
  }
}
