using System.Net;
using DialerSync.Worker.Dialer;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using RichardSzalay.MockHttp;
using Xunit;

namespace DialerSync.Tests;

public class DialerListsClientTests
{
    private const string Base = "https://api.ringvale.com/api/public/v1/";

    private static DialerListsClient Build(MockHttpMessageHandler mock) =>
        new(new HttpClient(mock) { BaseAddress = new Uri(Base) },
            Options.Create(new DialerOptions { ServiceAccountUserId = "00utest" }),
            NullLogger<DialerListsClient>.Instance);

    [Fact]
    public async Task Create_posts_name()
    {
        var mock = new MockHttpMessageHandler();
        mock.Expect(HttpMethod.Post, Base + "contact-lists")
            .Respond("application/json", """{"id":"cl_1","name":"Q3 renewals","contact_count":0}""");

        var list = await Build(mock).CreateAsync("Q3 renewals", default);

        Assert.Equal("cl_1", list.Id);
        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task Append_batches_into_contacts_route()
    {
        var mock = new MockHttpMessageHandler();
        mock.Expect(HttpMethod.Post, Base + "contact-lists/cl_1/contacts").Respond(HttpStatusCode.Accepted);

        await Build(mock).AppendAsync("cl_1", new[] { "+15550100", "+15550101" }, default);

        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task ServiceUnavailable_throws_disabled()
    {
        var mock = new MockHttpMessageHandler();
        mock.When("*").Respond(HttpStatusCode.ServiceUnavailable);

        await Assert.ThrowsAsync<DialerDisabledException>(() => Build(mock).DeleteAsync("cl_9", default));
    }
}
