using System.Net;
using Refit;
using RichardSzalay.MockHttp;
using Tidewater.Ringforge.Refit;
using Xunit;

namespace Tidewater.Ringforge.Refit.Tests;

public class RefitBindingTests
{
    [Fact]
    public async Task Delete_contact_targets_phone_segment()
    {
        var mock = new MockHttpMessageHandler();
        mock.Expect(HttpMethod.Delete, "https://rf.local/api/public/v1/contact-lists/cl_9/contacts/+15555550111")
            .Respond(HttpStatusCode.NoContent);

        var api = RestService.For<IRingforgeApi>(new HttpClient(mock) { BaseAddress = new Uri("https://rf.local/api/public/v1") });
        await api.RemoveContactAsync("cl_9", "+15555550111");

        mock.VerifyNoOutstandingExpectation();
    }

    [Fact]
    public void Options_build_base_address_from_host()
    {
        var opts = new RingforgeRefitOptions { Host = "https://example.test/" };
        Assert.StartsWith("https://example.test/api/public/", opts.BaseAddress);
    }

    [Theory]
    [InlineData(HttpStatusCode.BadGateway)]
    [InlineData(HttpStatusCode.ServiceUnavailable)]
    public async Task Translator_handles_5xx_without_body(HttpStatusCode status)
    {
        var ex = await ApiException.Create(new HttpRequestMessage(), HttpMethod.Get, new HttpResponseMessage(status), new RefitSettings());
        var (kind, _) = await RingforgeErrorTranslator.TranslateAsync(ex);
        Assert.NotEqual(RingforgeFailure.Unknown, kind);
    }
}
