using System.Net;
using Fabrikam.Dialer.Functions.Calltrek;
using Fabrikam.Dialer.Functions.Models;
using Refit;
using RichardSzalay.MockHttp;
using Xunit;

namespace Fabrikam.Dialer.Functions.Tests;

public class CalltrekApiTests
{
    private const string Base = "https://calltrek.test/api/public/v1";

    private static ICalltrekApi Create(MockHttpMessageHandler mock) =>
        RestService.For<ICalltrekApi>(new HttpClient(mock) { BaseAddress = new Uri(Base) });

    [Fact]
    public async Task AddContacts_posts_to_list_contacts()
    {
        var mock = new MockHttpMessageHandler();
        mock.Expect(HttpMethod.Post, Base + "/contact-lists/cl_42/contacts")
            .WithHeaders("x-user-id", "auth0|tester")
            .Respond(HttpStatusCode.NoContent);

        await Create(mock).AddContactsAsync("cl_42", new AddContactsRequest([new ContactDto("+4930123456", "Max", null)]), "auth0|tester");

        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public async Task Surfaces_502_as_ApiException()
    {
        var mock = new MockHttpMessageHandler();
        mock.When("*").Respond(HttpStatusCode.BadGateway, "application/json", "{\"error\":\"identity provider unreachable\"}");

        var ex = await Assert.ThrowsAsync<ApiException>(() => Create(mock).GetContactListsAsync("auth0|tester"));

        Assert.Equal(HttpStatusCode.BadGateway, ex.StatusCode);
    }
}
