<?php
/**
 * Tiny JSON API used by the carrier mobile app (/api/v1/...).
 * The mobile BFF forwards the carrier user in X-User-Id.
 */
class ApiController extends Zend_Controller_Action
{
    public function preDispatch()
    {
        $this->_helper->viewRenderer->setNoRender(true);
        $userId = $this->getRequest()->getHeader('X-User-Id');
        if (!$userId) {
            $this->_json(400, array('error' => 'missing user', 'details' => array()));
            return;
        }
        $this->_carrier = Korvath_Carrier::findBySsoId($userId);
        if (!$this->_carrier) {
            $this->_json(404, array('error' => 'user not found'));
        }
    }

    public function loadsAction()
    {
        $this->_json(200, array('data' => Korvath_Load::openFor($this->_carrier)));
    }

    protected function _json($status, $data)
    {
        $this->getResponse()
            ->setHttpResponseCode($status)
            ->setHeader('Content-Type', 'application/json')
            ->setBody(json_encode($data));
    }
}
