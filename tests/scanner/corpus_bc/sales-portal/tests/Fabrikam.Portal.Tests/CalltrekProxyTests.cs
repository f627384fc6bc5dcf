using System.Net;
using Fabrikam.Portal.Server.Services;
using Microsoft.Extensions.Options;
using RichardSzalay.MockHttp;
using Xunit;

namespace Fabrikam.Portal.Tests;

public class CalltrekProxyTests
{
    private static CalltrekProxy Create(MockHttpMessageHandler mock) =>
        new(mock.ToHttpClient(), Options.Create(new CalltrekProxyOptions
        {
            BaseUrl = "https://api.calltrek.test/api/public/v1",
            ApiKey = "your-api-key-here",
        }));

    [Fact]
    public async Task AddContact_forwards_idp_user()
    {
        var mock = new MockHttpMessageHandler();
        mock.Expect(HttpMethod.Post, "https://api.calltrek.test/api/public/v1/contact-lists/cl_7/contacts")
            .WithHeaders("x-user-id", "auth0|sdr-1")
            .Respond("application/json", "{\"id\":\"ct_1\"}");

        await Create(mock).AddContactAsync("cl_7", "+31201234567", "Sanne", "auth0|sdr-1", CancellationToken.None);

        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task Error_message_is_surfaced()
    {
        var mock = new MockHttpMessageHandler();
        mock.When("*").Respond(HttpStatusCode.NotFound, "application/json", "{\"error\":\"contact list not found\"}");

        var ex = await Assert.ThrowsAsync<CalltrekException>(() =>
            Create(mock).AddContactAsync("cl_missing", "+31201234567", "Sanne", "auth0|sdr-1", CancellationToken.None));

        Assert.Equal("contact list not found", ex.ErrorMessage);
    }
}
