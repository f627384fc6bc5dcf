using System.Net;
using Harborline.Admin.Services;
using Microsoft.Extensions.Logging.Abstractions;
using NUnit.Framework;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;

namespace Harborline.Admin.Tests;

[TestFixture]
public class RingmeshAdminServiceTests
{
    private WireMockServer _ringmesh = null!;
    private RingmeshAdminService _sut = null!;

    [SetUp]
    public void SetUp()
    {
        _ringmesh = WireMockServer.Start();
        var http = new HttpClient { BaseAddress = new Uri(_ringmesh.Url + "/api/public/v1/") };
        _sut = new RingmeshAdminService(new StubFactory(http), NullLogger<RingmeshAdminService>.Instance);
    }

    [TearDown]
    public void TearDown() => _ringmesh.Stop();

    [Test]
    public async Task ListAsync_ReadsDataArray()
    {
        _ringmesh.Given(Request.Create().WithPath("/api/public/v1/contact-lists").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(200)
                .WithBodyAsJson(new { data = new[] { new { id = "cl_1", name = "Renewals", contactCount = 3 } } }));

        var lists = await _sut.ListAsync();

        Assert.That(lists, Has.Count.EqualTo(1));
    }

    [Test]
    public async Task Status502_IsRetryable()
    {
        _ringmesh.Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_1").UsingDelete())
            .RespondWith(Response.Create().WithStatusCode(502));

        var result = await _sut.DeleteAsync("cl_1");

        Assert.That(result.Retryable, Is.True);
    }

    [Test]
    public async Task Status503_ReportsDisabled()
    {
        _ringmesh.Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_2").UsingPatch())
            .RespondWith(Response.Create().WithStatusCode(503));

        var result = await _sut.RenameAsync("cl_2", "New name");

        Assert.That(result.Error, Does.Contain("disabled"));
    }

    [Test]
    public async Task PurgeNumber_EscapesPlus()
    {
        _ringmesh.Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_3/contacts/%2B14155550142").UsingDelete())
            .RespondWith(Response.Create().WithStatusCode(204));

        var result = await _sut.PurgeNumberAsync("cl_3", "+14155550142");

        Assert.That(result.Ok, Is.True);
    }

    private sealed class StubFactory : IHttpClientFactory
    {
        private readonly HttpClient _client;
        public StubFactory(HttpClient client) => _client = client;
        public HttpClient CreateClient(string name) => _client;
    }
}
