using AgentDesk.Web.Services;
using NUnit.Framework;

namespace AgentDesk.Tests
{
    [TestFixture]
    public class DialstreamClientTests
    {
        [Test]
        public void Routes_format_list_and_phone()
        {
            Assert.AreEqual("contact-lists/L1/contacts/%2B15550100",
                string.Format(DialstreamRoutes.ListContact, "L1", System.Uri.EscapeDataString("+15550100")));
        }

        [Test]
        public void Exception_uses_body_message()
        {
            var ex = new DialstreamException(400, new DialstreamError { Error = "x-user-email header is required" });
            Assert.AreEqual("x-user-email header is required", ex.Message);
        }

        [Test]
        public void Status_404_without_body_is_not_user_not_found()
        {
            Assert.IsFalse(new DialstreamException(404, null).IsUserNotFound);
        }

        [Test]
        public void Status_503_maps_to_api_disabled()
        {
            Assert.IsTrue(new DialstreamException(503, null).IsApiDisabled);
        }
    }
}
