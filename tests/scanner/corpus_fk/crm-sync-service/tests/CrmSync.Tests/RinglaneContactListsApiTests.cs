using System.Net;
using CrmSync.Worker.Ringlane;
using FluentAssertions;
using Microsoft.Extensions.Options;
using Refit;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace CrmSync.Tests;

public sealed class RinglaneContactListsApiTests : IDisposable
{
    private const string TestKey = "test-key";
    private readonly WireMockServer _server = WireMockServer.Start();
    private readonly IRinglaneContactListsApi _api;

    public RinglaneContactListsApiTests()
    {
        var options = new StaticOptions(new RinglaneOptions
        {
            BaseUrl = _server.Url + "/api/public/v1/",
            ApiKey = TestKey,
            ActingUserEmail = "tester@northbeam-logistics.com",
        });
        var handler = new RinglaneAuthHandler(options, new NullActingUser()) { InnerHandler = new HttpClientHandler() };
        _api = RestService.For<IRinglaneContactListsApi>(new HttpClient(handler) { BaseAddress = new Uri(options.CurrentValue.BaseUrl) });
    }

    [Fact]
    public async Task AppendContacts_sends_key_and_acting_user()
    {
        _server
            .Given(Request.Create()
                .WithPath("/api/public/v1/contact-lists/cl_123/contacts")
                .WithHeader("x-api-key", TestKey)
                .WithHeader("x-user-email", "tester@northbeam-logistics.com")
                .UsingPost())
            .RespondWith(Response.Create().WithStatusCode(200).WithBodyAsJson(new { added = 2, skipped = 0 }));

        var result = await _api.AppendContactsAsync("cl_123", new AppendContactsRequest(new[] { "+31201234567", "+31207654321" }));

        result.Added.Should().Be(2);
    }

    [Fact]
    public async Task Unknown_owner_maps_to_ActingUserUnknown()
    {
        _server
            .Given(Request.Create().WithPath("/api/public/v1/contact-lists").UsingGet())
            .RespondWith(Response.Create()
                .WithStatusCode(404)
                .WithBodyAsJson(new { error = "user not found", details = Array.Empty<object>() }));

        var ex = await Assert.ThrowsAsync<ApiException>(() => _api.GetListsAsync());
        var rex = await RinglaneException.FromApiExceptionAsync(ex);

        rex.Kind.Should().Be(RinglaneFailureKind.ActingUserUnknown);
        rex.Message.Should().StartWith("user not found");
    }

    [Theory]
    [InlineData(502, RinglaneFailureKind.IdentityProviderDown)]
    [InlineData(503, RinglaneFailureKind.ApiDisabled)]
    [InlineData(429, RinglaneFailureKind.RateLimited)]
    public async Task Status_codes_map_to_failure_kinds(int status, RinglaneFailureKind expected)
    {
        _server
            .Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_9").UsingDelete())
            .RespondWith(Response.Create().WithStatusCode(status).WithBody("{}"));

        var ex = await Assert.ThrowsAsync<ApiException>(() => _api.DeleteListAsync("cl_9"));
        (await RinglaneException.FromApiExceptionAsync(ex)).Kind.Should().Be(expected);
    }

    public void Dispose() => _server.Stop();

    private sealed class NullActingUser : IActingUserAccessor
    {
        public string? CurrentEmail => null;
    }

    private sealed class StaticOptions(RinglaneOptions value) : IOptionsMonitor<RinglaneOptions>
    {
        public RinglaneOptions CurrentValue => value;
        public RinglaneOptions Get(string? name) => value;
        public IDisposable? OnChange(Action<RinglaneOptions, string?> listener) => null;
    }
}
