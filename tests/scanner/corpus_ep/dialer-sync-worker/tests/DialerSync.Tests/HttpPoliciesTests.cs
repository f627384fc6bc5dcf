using System.Net;
using DialerSync.Worker.Policies;
using Xunit;

namespace DialerSync.Tests;

public class HttpPoliciesTests
{
    [Theory]
    [InlineData(HttpStatusCode.BadGateway, 5)]
    [InlineData(HttpStatusCode.TooManyRequests, 5)]
    [InlineData(HttpStatusCode.ServiceUnavailable, 1)]
    [InlineData(HttpStatusCode.NotFound, 1)]
    public async Task DialerRetry_attempt_count_depends_on_status(HttpStatusCode status, int expectedCalls)
    {
        var calls = 0;
        var policy = HttpPolicies.DialerRetry();

        await policy.ExecuteAsync(() =>
        {
            calls++;
            return Task.FromResult(new HttpResponseMessage(status));
        });

        Assert.Equal(expectedCalls, calls);
    }

    [Fact]
    public async Task CrmRetry_retries_503_three_times()
    {
        var calls = 0;
        await HttpPolicies.CrmRetry().ExecuteAsync(() =>
        {
            calls++;
            return Task.FromResult(new HttpResponseMessage(HttpStatusCode.ServiceUnavailable));
        });
        Assert.Equal(4, calls);
    }
}
