using System.Net;
using System.Net.Http;
using System.Web.Http;
using AgentDesk.Web.Services;

namespace AgentDesk.Web.Controllers.Api
{
    /// <summary>
    /// Our own endpoint for the agent screen. The UserEmailHandler has already
    /// resolved X-User-Email into Request.Properties["AgentEmail"].
    /// </summary>
    [RoutePrefix("api/contactlists")]
    public class ContactListsController : ApiController
    {
        private readonly DialstreamClient _dialstream = new DialstreamClient();

        [HttpGet, Route("")]
        public HttpResponseMessage Get()
        {
            var email = (string)Request.Properties["AgentEmail"];
            try
            {
                var json = _dialstream.GetListsJson(email);
                var resp = Request.CreateResponse(HttpStatusCode.OK);
                resp.Content = new StringContent(json, System.Text.Encoding.UTF8, "application/json");
                return resp;
            }
            catch (DialstreamException ex)
            {
                if (ex.IsUserNotFound)
                    return Request.CreateResponse(HttpStatusCode.Forbidden, new { error = "Your login is not set up in the dialer." });
                if (ex.IsApiDisabled)
                    return Request.CreateResponse(HttpStatusCode.ServiceUnavailable, new { error = "Dialer temporarily unavailable." });
                return Request.CreateResponse(HttpStatusCode.BadGateway, new { error = ex.Message });
            }
        }

        [HttpPost, Route("{listId}/contacts")]
        public IHttpActionResult AddContacts(string listId, [FromBody] string[] phones)
        {
            _dialstream.AppendContacts((string)Request.Properties["AgentEmail"], listId, phones);
            return StatusCode(HttpStatusCode.NoContent);
        }
    }
}
