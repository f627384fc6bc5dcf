using System.Net;
using FluentAssertions;
using Harborline.Dialer.Services.Ringmesh;
using Microsoft.Extensions.Logging.Abstractions;
using NUnit.Framework;
using RichardSzalay.MockHttp;

namespace Harborline.Dialer.Tests;

[TestFixture]
public class RingmeshClientTests
{
    private const string Base = "https://api.ringmesh.io/api/public/v1/";

    private MockHttpMessageHandler _mock = null!;
    private RingmeshClient _client = null!;

    [SetUp]
    public void SetUp()
    {
        _mock = new MockHttpMessageHandler();
        var http = _mock.ToHttpClient();
        http.BaseAddress = new Uri(Base);
        _client = new RingmeshClient(http, NullLogger<RingmeshClient>.Instance);
    }

    [TearDown]
    public void TearDown() => _mock.Dispose();

    [Test]
    public async Task GetContactLists_ReturnsData()
    {
        _mock.When(HttpMethod.Get, Base + "contact-lists")
            .Respond("application/json", """{ "data": [ { "id": "cl_1", "name": "Renewals", "contactCount": 12, "updatedAt": "2024-03-01T10:00:00Z" } ] }""");

        var lists = await _client.GetContactListsAsync();

        lists.Should().ContainSingle(l => l.Id == "cl_1");
    }

    [Test]
    public async Task AddContacts_PostsPhones()
    {
        _mock.Expect(HttpMethod.Post, Base + "contact-lists/cl_1/contacts")
            .WithPartialContent("+14155550142")
            .Respond(HttpStatusCode.NoContent);

        await _client.AddContactsAsync("cl_1", new[] { "+14155550142" });

        _mock.VerifyNoOutstandingExpectation();
    }

    [Test]
    public async Task Status404_DeleteListIsIdempotent()
    {
        _mock.When(HttpMethod.Delete, Base + "contact-lists/cl_gone").Respond(HttpStatusCode.NotFound);

        await _client.Invoking(c => c.DeleteContactListAsync("cl_gone")).Should().NotThrowAsync();
    }

    [Test]
    public async Task RenameContactList_SendsPatch()
    {
        _mock.Expect(new HttpMethod("PATCH"), Base + "contact-lists/cl_7").Respond(HttpStatusCode.OK);

        await _client.RenameContactListAsync("cl_7", "Q2 renewals");

        _mock.VerifyNoOutstandingExpectation();
    }

    [Test]
    public async Task RemoveContact_DeletesByPhone()
    {
        _mock.Expect(HttpMethod.Delete, Base + "contact-lists/cl_7/contacts/%2B14155550199").Respond(HttpStatusCode.NoContent);

        await _client.RemoveContactAsync("cl_7", "+14155550199");

        _mock.VerifyNoOutstandingExpectation();
    }

    [Test]
    public async Task Status503_ThrowsUnavailable()
    {
        _mock.When("*").Respond(HttpStatusCode.ServiceUnavailable);

        var act = () => _client.GetContactListsAsync();

        await act.Should().ThrowAsync<RingmeshUnavailableException>();
    }
}
