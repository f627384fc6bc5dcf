using System.Net;
using FluentAssertions;
using Meridel.Outreach.Api.Voxbridge;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using RichardSzalay.MockHttp;
using Xunit;

namespace Meridel.Outreach.Api.Tests;

public class VoxbridgeClientTests
{
    private const string Base = "https://voxbridge.fake/api/public/v1/";

    private static (VoxbridgeClient, MockHttpMessageHandler) Create()
    {
        var mock = new MockHttpMessageHandler();
        var http = mock.ToHttpClient();
        var options = Options.Create(new VoxbridgeOptions { BaseUrl = Base, ApiKey = "unit-test-key" });
        return (new VoxbridgeClient(http, options, NullLogger<VoxbridgeClient>.Instance), mock);
    }

    [Fact]
    public async Task GetLists_sends_key_and_acting_user()
    {
        var (client, mock) = Create();
        mock.Expect(HttpMethod.Get, Base + "contact-lists")
            .WithHeaders("X-API-KEY", "unit-test-key")
            .WithHeaders("X-User-Id", "00u9z8y7x6")
            .Respond("application/json", """{"items":[{"id":1,"name":"Flu shots","contactCount":40}]}""");

        var lists = await client.GetListsAsync("00u9z8y7x6");

        lists.Should().ContainSingle(l => l.Name == "Flu shots");
        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task AddContacts_posts_to_list()
    {
        var (client, mock) = Create();
        mock.Expect(HttpMethod.Post, Base + "contact-lists/77/contacts").Respond(HttpStatusCode.Created);

        await client.AddContactsAsync("00u9z8y7x6", 77, new[] { "+15550142" });

        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task Returns_502_as_exception_with_status()
    {
        var (client, mock) = Create();
        mock.When(Base + "contact-lists").Respond(HttpStatusCode.BadGateway, "application/json", """{"error":"identity provider unreachable"}""");

        var act = () => client.GetListsAsync("00u9z8y7x6");

        (await act.Should().ThrowAsync<VoxbridgeApiException>()).Which.StatusCode.Should().Be(502);
    }

    [Fact]
    public async Task Error_body_is_mapped()
    {
        var (client, mock) = Create();
        mock.When(HttpMethod.Patch, Base + "contact-lists/5")
            .Respond(HttpStatusCode.BadRequest, "application/json", """{"error":"validation failed","details":[{"path":"name","message":"too long"}]}""");

        var act = () => client.RenameListAsync("00u9z8y7x6", 5, new string('x', 300));

        var ex = (await act.Should().ThrowAsync<VoxbridgeApiException>()).Which;
        ex.Body!.Error.Should().Be("validation failed");
        ex.Body.Details.Should().ContainSingle(d => d.Path == "name");
    }
}
