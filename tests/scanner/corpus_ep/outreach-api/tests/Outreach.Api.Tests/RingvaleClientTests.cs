using System.Net;
using System.Text;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Outreach.Api.Ringvale;
using Xunit;

namespace Outreach.Api.Tests;

public class RingvaleClientTests
{
    private sealed class StubHandler : HttpMessageHandler
    {
        private readonly Func<HttpRequestMessage, HttpResponseMessage> _respond;
        public HttpRequestMessage? Last { get; private set; }
        public StubHandler(Func<HttpRequestMessage, HttpResponseMessage> respond) => _respond = respond;

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            Last = request;
            return Task.FromResult(_respond(request));
        }
    }

    private static RingvaleClient Create(StubHandler handler) =>
        new(new HttpClient(handler),
            Options.Create(new RingvaleOptions
            {
                BaseUrl = "https://sandbox.api.ringvale.com/api/public/v1/",
                ApiKey = "unit-test-key"
            }),
            NullLogger<RingvaleClient>.Instance);

    [Fact]
    public async Task AppendContacts_posts_to_list_contacts_route()
    {
        var handler = new StubHandler(_ => new HttpResponseMessage(HttpStatusCode.Accepted));
        var client = Create(handler);

        await client.AppendContactsAsync("cl_42", new[] { "+15550100" }, "rep@tessaline.io", default);

        Assert.Equal(HttpMethod.Post, handler.Last!.Method);
        Assert.EndsWith("/contact-lists/cl_42/contacts", handler.Last.RequestUri!.AbsolutePath);
    }

    [Fact]
    public async Task Status502_is_reported_as_transient()
    {
        var handler = new StubHandler(_ => new HttpResponseMessage(HttpStatusCode.BadGateway));
        var client = Create(handler);

        var ex = await Assert.ThrowsAsync<RingvaleApiException>(() =>
            client.AppendContactsAsync("cl_42", new[] { "+15550100" }, "rep@tessaline.io", default));

        Assert.True(ex.IsTransient);
    }

    [Fact]
    public async Task Status404_for_missing_contact_is_ignored_on_delete()
    {
        var handler = new StubHandler(_ => new HttpResponseMessage(HttpStatusCode.NotFound)
        {
            Content = new StringContent("", Encoding.UTF8, "application/json")
        });

        await Create(handler).RemoveContactAsync("cl_42", "+15550100", "rep@tessaline.io", default);
    }
}
