using System.Net;
using FluentAssertions;
using Halvorsen.Backoffice.Api.Integrations.Ringcrest;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Configuration;
using Refit;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace Halvorsen.Backoffice.Tests;

public sealed class RingcrestContactListsApiTests : IDisposable
{
    private const string BasePath = "/api/public/v1";
    private readonly WireMockServer _server = WireMockServer.Start();
    private readonly IRingcrestContactListsApi _api;

    public RingcrestContactListsApiTests()
    {
        var config = new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?>
        {
            ["Ringcrest:BaseUrl"] = _server.Url + BasePath,
            ["Ringcrest:ApiKey"] = "test-key",
            ["Ringcrest:RetryCount"] = "2",
        }).Build();

        var services = new ServiceCollection();
        services.AddLogging();
        services.AddScoped<IActingUserAccessor, ActingUserAccessor>();
        services.AddRingcrest(config);
        _api = services.BuildServiceProvider().GetRequiredService<IRingcrestContactListsApi>();
    }

    [Fact]
    public async Task GetLists_sends_key_and_acting_user()
    {
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists").UsingGet()
                .WithHeader(RingcrestConstants.Headers.ApiKey, "test-key"))
            .RespondWith(Response.Create().WithStatusCode(200)
                .WithBody("""{"data":[{"id":"cl_1","name":"Oslo SMB","contactCount":12,"createdAt":"2024-03-01T08:00:00Z"}],"page":1,"total":1}"""));

        var page = await _api.GetListsAsync();

        page.Data.Should().ContainSingle(l => l.Name == "Oslo SMB");
        _server.LogEntries.Single().RequestMessage.Headers!.Should().ContainKey("x-user-email");
    }

    [Fact]
    public async Task Returns_user_not_found_on_404()
    {
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists/cl_42/contacts").UsingPost())
            .RespondWith(Response.Create().WithStatusCode(404)
                .WithBody("""{"error":"user not found","details":[]}"""));

        var act = () => _api.AppendContactsAsync("cl_42", new AppendContactsRequest(new[] { "+4791234567" }), "ghost@halvorsenfreight.no");

        var ex = await act.Should().ThrowAsync<ApiException>();
        var mapped = RingcrestErrorMapper.Map(ex.Which);
        mapped.Failure.Should().Be(RingcrestFailure.ActingUserNotFound);
        mapped.Message.Should().Be("user not found");
    }

    [Fact]
    public async Task Retries_on_502_then_succeeds()
    {
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists/cl_7").UsingGet())
            .InScenario("idp-flaky").WillSetStateTo("recovered")
            .RespondWith(Response.Create().WithStatusCode(502).WithBody("""{"error":"identity provider unreachable"}"""));
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists/cl_7").UsingGet())
            .InScenario("idp-flaky").WhenStateIs("recovered")
            .RespondWith(Response.Create().WithStatusCode(200)
                .WithBody("""{"id":"cl_7","name":"Bergen","contactCount":3,"createdAt":"2024-02-11T10:00:00Z"}"""));

        var list = await _api.GetListAsync("cl_7");

        list.Name.Should().Be("Bergen");
    }

    [Fact]
    public async Task Does_not_retry_503()
    {
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists").UsingPost())
            .RespondWith(Response.Create().WithStatusCode(503).WithBody("""{"error":"API disabled on the server"}"""));

        var act = () => _api.CreateListAsync(new CreateContactListRequest("x"));

        var ex = await act.Should().ThrowAsync<ApiException>();
        ex.Which.StatusCode.Should().Be(HttpStatusCode.ServiceUnavailable);
        _server.LogEntries.Should().HaveCount(1);
    }

    [Fact]
    public async Task Validation_details_are_flattened()
    {
        _server.Given(Request.Create().WithPath(BasePath + "/contact-lists/cl_9/contacts").UsingPost())
            .RespondWith(Response.Create().WithStatusCode(422)
                .WithBody("""{"error":"validation failed","details":[{"path":"phones[0]","message":"not E.164"}]}"""));

        var act = () => _api.AppendContactsAsync("cl_9", new AppendContactsRequest(new[] { "12345" }), "ops@halvorsenfreight.no");

        var ex = await act.Should().ThrowAsync<ApiException>();
        var mapped = RingcrestErrorMapper.Map(ex.Which);
        mapped.Details.Single().Path.Should().Be("phones[0]");
    }

    public void Dispose() => _server.Stop();
}
