import RickAndMortyFeed

extension AsyncHTTPFeedClient {
    /// This client as the app uses it: every GET is idempotent, so transient failures are retried
    /// (`RetryingHTTPClient`), and the whole call, every attempt and every wait, ends by the one
    /// request deadline of this client's configuration (`DeadlineHTTPClient`). The deadline is
    /// decided here, once: the policy's budget never outlasts it.
    public func retrying(with policy: RetryPolicy = RetryPolicy()) -> any RickAndMortyFeed.HTTPClient {
        var policy = policy
        policy.budget = min(policy.budget, configuration.requestDeadline)
        return DeadlineHTTPClient(client: RetryingHTTPClient(client: self, policy: policy), deadline: configuration.requestDeadline)
    }
}
