using System.Net;
using System.Text;
using Kestrel.Dialer.Dialcrest;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace Kestrel.Dialer.Tests;

public class DialcrestClientTests
{
    private static DialcrestClient CreateClient(StubHandler handler) =>
        new(new HttpClient(handler),
            Options.Create(new DialcrestOptions
            {
                BaseUrl = "https://api.dialcrest.test/api/public/v1",
                ApiKey = "unit-test-key",
                ActingUserEmail = "bot@kestrel.test",
            }),
            NullLogger<DialcrestClient>.Instance);

    [Fact]
    public async Task AddContacts_posts_to_list_contacts_route()
    {
        var handler = new StubHandler(HttpStatusCode.NoContent, "");
        await CreateClient(handler).AddContactsAsync(42, new[] { "+447700900001" });

        Assert.Equal(HttpMethod.Post, handler.LastRequest!.Method);
        Assert.Equal("/api/public/v1/contact-lists/42/contacts", handler.LastRequest.RequestUri!.AbsolutePath);
    }

    [Fact]
    public async Task Throws_UserNotFound_on_404_with_user_message()
    {
        var handler = new StubHandler(HttpStatusCode.NotFound, "{\"error\":\"user not found\",\"details\":[]}");
        await Assert.ThrowsAsync<DialcrestUserNotFoundException>(() => CreateClient(handler).GetContactListsAsync());
    }

    [Fact]
    public async Task Throws_NotFound_when_list_is_missing()
    {
        var handler = new StubHandler(HttpStatusCode.NotFound, "{\"error\":\"contact list not found\"}");
        await Assert.ThrowsAsync<DialcrestNotFoundException>(() => CreateClient(handler).DeleteContactListAsync(7));
    }

    [Fact]
    public async Task Throws_Transient_on_502()
    {
        var handler = new StubHandler(HttpStatusCode.BadGateway, "{}");
        await Assert.ThrowsAsync<DialcrestTransientException>(() => CreateClient(handler).GetContactListsAsync());
    }

    private sealed class StubHandler(HttpStatusCode status, string body) : HttpMessageHandler
    {
        public HttpRequestMessage? LastRequest { get; private set; }

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            LastRequest = request;
            return Task.FromResult(new HttpResponseMessage(status)
            {
                Content = new StringContent(body, Encoding.UTF8, "application/json"),
            });
        }
    }
}
