using System.Net;
using System.Text;
using Meridian.Dispatch.Outreach.Dtos;
using Meridian.Dispatch.Outreach.Infrastructure;
using Meridian.Dispatch.Outreach.Services;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace Meridian.Dispatch.Outreach.Tests;

public class RingPilotClientTests
{
    private const string TestBase = "https://sandbox.ringpilot.io/api/public/v1/";

    private static (RingPilotClient, StubHandler) Create(HttpStatusCode status, string json)
    {
        var handler = new StubHandler(status, json);
        var opts = Options.Create(new RingPilotOptions
        {
            BaseUrl = TestBase,
            ApiKey = "test-key-not-real",
            DefaultOwnerEmail = "qa.dispatch@meridianfreight.com"
        });
        return (new RingPilotClient(new HttpClient(handler), opts, NullLogger<RingPilotClient>.Instance), handler);
    }

    [Fact]
    public async Task Sends_X_Api_Key_And_X_User_Email_Headers()
    {
        var (client, handler) = Create(HttpStatusCode.Created, "{\"id\":7,\"name\":\"TX reefer\",\"groupName\":null,\"contactsCount\":1,\"orgId\":\"org_1\",\"createdAt\":\"2024-01-01T00:00:00Z\",\"updatedAt\":\"2024-01-01T00:00:00Z\"}");
        await client.CreateDriverListAsync("ana@meridianfreight.com",
            new CreateContactListRequest("TX reefer", null, new[] { new DriverContactRow("Ana", "Ruiz", "+15125550100") }),
            CancellationToken.None);

        Assert.Equal(TestBase + "contact-lists", handler.LastRequest!.RequestUri!.ToString());
        Assert.True(handler.LastRequest.Headers.Contains(RingPilotOptions.KeyHeader));
    }

    [Fact]
    public async Task Maps_503_To_Disabled_Exception()
    {
        var (client, _) = Create(HttpStatusCode.ServiceUnavailable, "{\"error\":\"Public API is disabled\"}");
        await Assert.ThrowsAsync<RingPilotDisabledException>(() =>
            client.RenameListAsync(7, new RenameContactListRequest("TX reefer (Q3)", null), CancellationToken.None));
    }

    [Fact]
    public async Task Maps_404_User_Not_Found()
    {
        var (client, _) = Create(HttpStatusCode.NotFound, "{\"error\":\"user not found\"}");
        await Assert.ThrowsAsync<DispatcherNotProvisionedException>(() =>
            client.RenameListAsync(7, new RenameContactListRequest("x", null), CancellationToken.None));
    }

    private sealed class StubHandler(HttpStatusCode status, string json) : HttpMessageHandler
    {
        public HttpRequestMessage? LastRequest { get; private set; }

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            LastRequest = request;
            return Task.FromResult(new HttpResponseMessage(status)
            {
                Content = new StringContent(json, Encoding.UTF8, "application/json")
            });
        }
    }
}
