using System.IO;
using System.ServiceModel;
using System.ServiceModel.Web;

namespace Korvath.Portal.Services
{
    [ServiceContract]
    public interface IDialerHookService
    {
        [OperationContract]
        [WebInvoke(Method = "POST", UriTemplate = "call-events")]
        void CallEvent(Stream body);

        [OperationContract]
        [WebInvoke(Method = "POST", UriTemplate = "svix-events")]
        void SvixEvent(Stream body);
    }
}
