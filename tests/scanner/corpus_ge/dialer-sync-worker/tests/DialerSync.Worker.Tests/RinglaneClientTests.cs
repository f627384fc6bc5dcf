using System.Net;
using DialerSync.Worker.Ringlane;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using NUnit.Framework;
using RichardSzalay.MockHttp;

namespace DialerSync.Worker.Tests;

[TestFixture]
public class RinglaneClientTests
{
    private const string Root = "https://api.ringlane.test/api/public/v1/";

    private MockHttpMessageHandler _mock = null!;
    private RinglaneClient _client = null!;

    [SetUp]
    public void SetUp()
    {
        _mock = new MockHttpMessageHandler();
        var http = _mock.ToHttpClient();
        http.BaseAddress = new Uri(Root);
        _client = new RinglaneClient(http, NullLogger<RinglaneClient>.Instance);
    }

    [TearDown]
    public void TearDown() => _mock.Dispose();

    [Test]
    public async Task GetContactLists_ReturnsData()
    {
        _mock.When(HttpMethod.Get, Root + "contact-lists")
             .Respond("application/json", "{\"data\":[{\"id\":\"cl_1\",\"name\":\"BP-Campaign-SPRING\",\"contactCount\":12}]}");

        var lists = await _client.GetContactListsAsync(CancellationToken.None);

        lists.Should().ContainSingle(l => l.Id == "cl_1");
    }

    [Test]
    public async Task AppendContacts_PostsPhones()
    {
        _mock.Expect(HttpMethod.Post, Root + "contact-lists/cl_9/contacts")
             .WithPartialContent("+15125550143")
             .Respond(HttpStatusCode.NoContent);

        await _client.AppendContactsAsync("cl_9", new[] { "+15125550143" }, CancellationToken.None);

        _mock.VerifyNoOutstandingExpectation();
    }

    [Test]
    public async Task Returns502_IsTransient()
    {
        _mock.When(Root + "*").Respond(HttpStatusCode.BadGateway);

        var act = () => _client.GetContactListsAsync(CancellationToken.None);

        (await act.Should().ThrowAsync<RinglaneApiException>()).Which.IsTransient.Should().BeTrue();
    }

    [Test]
    public async Task Returns503_IsApiDisabled()
    {
        _mock.When(Root + "*").Respond(HttpStatusCode.ServiceUnavailable);

        var act = () => _client.GetContactListsAsync(CancellationToken.None);

        (await act.Should().ThrowAsync<RinglaneApiException>()).Which.IsApiDisabled.Should().BeTrue();
    }

    [Test]
    public async Task DeleteList_404_IsSwallowed()
    {
        _mock.When(HttpMethod.Delete, Root + "contact-lists/cl_gone").Respond(HttpStatusCode.NotFound);

        await _client.DeleteContactListAsync("cl_gone", CancellationToken.None);
    }

    [Test]
    public async Task RemoveContact_EncodesPhoneInPath()
    {
        _mock.Expect(HttpMethod.Delete, Root + "contact-lists/cl_9/contacts/%2B15125550143")
             .Respond(HttpStatusCode.NoContent);

        await _client.RemoveContactAsync("cl_9", "+15125550143", CancellationToken.None);

        _mock.VerifyNoOutstandingExpectation();
    }

    [Test]
    public async Task UnknownActingUser_SurfacesApiError()
    {
        _mock.When(Root + "contact-lists").Respond(HttpStatusCode.NotFound, "application/json", "{\"error\":\"user not found\",\"details\":[]}");

        var act = () => _client.GetContactListsAsync(CancellationToken.None);

        var ex = (await act.Should().ThrowAsync<RinglaneApiException>()).Which;
        ex.ApiError.Should().Be("user not found");
        ex.IsUnknownActingUser.Should().BeTrue();
    }
}
