/// The sender of a ``ChangeStream``, by the name its owners declare it with.
public typealias ChangeSender<Change> = ChangeStream<Change>.Sender
